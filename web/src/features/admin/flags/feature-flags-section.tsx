import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ListedFeatureFlag } from '../../../../../shared/flags/feature-flags';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { FeatureFlagCard } from './feature-flag-card';
import { flagErrorText } from './flag-error-text';
import { FlagFormDialog } from './flag-form-dialog';
import { deleteFlag, fetchFlags } from './flags-api';
import { StaleFlagsReport } from './stale-flags-report';

type Editing =
  | { kind: 'create' }
  | { kind: 'edit'; flag: ListedFeatureFlag }
  | { kind: 'delete'; flag: ListedFeatureFlag };

/**
 * The "Feature flags" section of /admin/system-settings (issue 16 item 3): the stale-flag report,
 * the flags with their rules, and create, edit and delete.
 */
export function FeatureFlagsSection() {
  const intl = useIntl();
  const [round, setRound] = useState(0);
  const reload = () => setRound((current) => current + 1);
  const state = useRemoteData((signal) => fetchFlags(signal), `feature-flags#${round}`);
  const [editing, setEditing] = useState<Editing>();
  const close = () => setEditing(undefined);
  return (
    <section aria-labelledby="feature-flags-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="feature-flags-heading" className="text-xl font-bold">
          <FormattedMessage id="admin.flags.title" />
        </h2>
        <button
          type="button"
          className={DIALOG_BUTTON.primary}
          onClick={() => setEditing({ kind: 'create' })}
        >
          <FormattedMessage id="admin.flags.create" />
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.flags.intro" />
      </p>
      <div className="mt-4 space-y-4">
        {state.status === 'loading' && <LoadingState />}
        {state.status === 'failed' && (
          <ErrorState
            message={callErrorText(state.error, (id) => intl.formatMessage({ id }))}
            onRetry={reload}
          />
        )}
        {state.status === 'ready' && state.data.flags.length === 0 && (
          <EmptyState message={<FormattedMessage id="admin.flags.empty" />} />
        )}
        {state.status === 'ready' && state.data.flags.length > 0 && (
          <>
            <StaleFlagsReport list={state.data} />
            <ul className="space-y-4">
              {state.data.flags.map((flag) => (
                <FeatureFlagCard
                  key={flag.key}
                  flag={flag}
                  onEdit={() => setEditing({ kind: 'edit', flag })}
                  onDelete={() => setEditing({ kind: 'delete', flag })}
                />
              ))}
            </ul>
          </>
        )}
      </div>
      {editing?.kind === 'create' && <FlagFormDialog onClose={close} onSaved={reload} />}
      {editing?.kind === 'edit' && (
        <FlagFormDialog flag={editing.flag} onClose={close} onSaved={reload} />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          open
          destructive
          onClose={close}
          title={intl.formatMessage({ id: 'admin.flags.deleteTitle' })}
          body={<FormattedMessage id="admin.flags.deleteBody" values={{ key: editing.flag.key }} />}
          confirmLabel={intl.formatMessage({ id: 'admin.flags.delete' })}
          errorText={(error) => flagErrorText(intl, error)}
          onConfirm={async () => {
            await deleteFlag(editing.flag);
            reload();
          }}
        />
      )}
    </section>
  );
}
