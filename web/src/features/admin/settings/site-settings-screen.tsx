import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ADMIN_MESSAGES } from '../../../../../shared/admin/admin-messages';
import { type SiteSettings } from '../../../../../shared/site-settings/site-settings-values';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ApiCallError, callErrorText } from '../../../data/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemoteData } from '../../../lib/use-remote-data';
import { formMessageId } from '../forms/form-messages';
import { SiteImagePanel } from './site-image-panel';
import { SiteSettingsForm } from './site-settings-form';
import { fetchSiteSettings } from './site-settings-api';

type Notice = { kind: 'saved' } | { kind: 'error'; message: string; stale: boolean } | null;

const ADMIN_TEXTS = new Set<string>(Object.values(ADMIN_MESSAGES));

function NoticeLine({ notice, onReload }: { notice: Notice; onReload(): void }) {
  if (!notice) return <div role="status" aria-live="polite" />;
  if (notice.kind === 'saved')
    return (
      <p
        role="status"
        aria-live="polite"
        className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <FormattedMessage id="admin.settings.saved" />
      </p>
    );
  return (
    <div
      role="alert"
      className="rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      {notice.message}
      {notice.stale && (
        <button type="button" onClick={onReload} className="ms-3 font-medium underline">
          <FormattedMessage id="admin.settings.reload" />
        </button>
      )}
    </div>
  );
}

/** The loaded settings: the form beside the logo and favicon, all on one revision. */
function LoadedSettings({ loaded, onReload }: { loaded: SiteSettings; onReload(): void }) {
  const intl = useIntl();
  const [settings, setSettings] = useState(loaded);
  const [notice, setNotice] = useState<Notice>(null);
  const saved = (next: SiteSettings) => {
    setSettings(next);
    setNotice({ kind: 'saved' });
  };
  const failed = (error: unknown) => {
    const known = error instanceof ApiCallError && ADMIN_TEXTS.has(error.message);
    setNotice({
      kind: 'error',
      message: known
        ? intl.formatMessage({ id: formMessageId(error.message) })
        : callErrorText(error, (id) => intl.formatMessage({ id })),
      stale: error instanceof ApiCallError && error.statusCode === 409,
    });
  };
  return (
    <div className="space-y-4">
      <NoticeLine notice={notice} onReload={onReload} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <SiteSettingsForm settings={settings} onSaved={saved} onError={failed} />
        <div className="space-y-4">
          <SiteImagePanel kind="logo" settings={settings} onSaved={saved} onError={failed} />
          <SiteImagePanel kind="favicon" settings={settings} onSaved={saved} onError={failed} />
        </div>
      </div>
    </div>
  );
}

/** /admin/settings: the site's title, descriptions, images and defaults for new visitors. */
export function SiteSettingsScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.settings.title' }));
  const [round, setRound] = useState(0);
  const reload = () => setRound((current) => current + 1);
  const state = useRemoteData((signal) => fetchSiteSettings(signal), `site-settings#${round}`);
  return (
    <section className="mx-auto w-full max-w-6xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="admin.settings.title" />
      </h1>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'failed' && (
        <ErrorState
          message={callErrorText(state.error, (id) => intl.formatMessage({ id }))}
          onRetry={reload}
        />
      )}
      {state.status === 'ready' && (
        <LoadedSettings
          key={`${state.data.revision}#${round}`}
          loaded={state.data}
          onReload={reload}
        />
      )}
    </section>
  );
}
