import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { downloadMyData } from '../api/account-api';
import { useAccountAction } from '../hooks/use-account-action';
import { ActionStatus } from './action-status';
import { DeleteAccountDialog } from './delete-account-dialog';

interface AccountManagementSectionProps {
  loginProvider: 'local' | 'auth0';
  /** Ends this device's session once the account is gone. */
  onDeleted(): void;
}

/** "Download my data" and "Delete my account". */
export function AccountManagementSection({
  loginProvider,
  onDeleted,
}: AccountManagementSectionProps) {
  const exportTitleId = useId();
  const deleteTitleId = useId();
  const download = useAccountAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-10">
      <div role="group" aria-labelledby={exportTitleId} className="max-w-xl space-y-3">
        <h3 id={exportTitleId} className="text-lg font-semibold text-slate-900">
          <FormattedMessage id="account.export.title" />
        </h3>
        <p className="text-sm text-slate-700">
          <FormattedMessage id="account.export.body" />
        </p>
        <ActionStatus state={download.state} doneId="account.export.done" />
        <button
          type="button"
          onClick={() => void download.run(downloadMyData)}
          disabled={download.state.phase === 'working'}
          className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
        >
          <FormattedMessage id="account.export.submit" />
        </button>
      </div>
      <div role="group" aria-labelledby={deleteTitleId} className="max-w-xl space-y-3">
        <h3 id={deleteTitleId} className="text-lg font-semibold text-slate-900">
          <FormattedMessage id="account.delete.title" />
        </h3>
        <p className="text-sm text-slate-700">
          <FormattedMessage id="account.delete.body" />
        </p>
        {loginProvider !== 'local' && (
          <p className="text-sm text-slate-700">
            <FormattedMessage id="account.delete.providerNote" />
          </p>
        )}
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          <FormattedMessage id="account.delete.open" />
        </button>
      </div>
      <DeleteAccountDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={onDeleted}
      />
    </div>
  );
}
