import { useState } from 'react';
import { type SystemSettings } from '../../../../../shared/system-settings/system-settings';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchSystemSettings } from './system-settings-api';
import { SystemSettingsForm } from './system-settings-form';

/**
 * The "System settings" section of /admin/system-settings (issue 16 item 2): every setting of
 * spec §3 that belongs to the platform, saved together over the revision loaded.
 */
export function SystemSettingsSection() {
  const intl = useIntl();
  const [round, setRound] = useState(0);
  const reload = () => setRound((current) => current + 1);
  const state = useRemoteData((signal) => fetchSystemSettings(signal), `system-settings#${round}`);
  // What the last save answered: the form starts again from it, and says it was saved.
  const [saved, setSaved] = useState<SystemSettings>();
  const settings =
    saved && state.status === 'ready' && saved.revision >= state.data.revision
      ? saved
      : state.status === 'ready'
        ? state.data
        : undefined;
  return (
    <section aria-labelledby="system-settings-heading" className="mt-8">
      <h2 id="system-settings-heading" className="text-xl font-bold">
        <FormattedMessage id="admin.systemSettings.title" />
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.systemSettings.intro" />
      </p>
      <div className="mt-4">
        {state.status === 'loading' && <LoadingState />}
        {state.status === 'failed' && (
          <ErrorState
            message={callErrorText(state.error, (id) => intl.formatMessage({ id }))}
            onRetry={reload}
          />
        )}
        {settings && (
          <SystemSettingsForm
            key={settings.revision}
            settings={settings}
            justSaved={settings === saved}
            onSaved={setSaved}
            onReload={() => {
              setSaved(undefined);
              reload();
            }}
          />
        )}
      </div>
    </section>
  );
}
