import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ApplicationView } from '../../../../../shared/applications/application';
import { applicationErrorText } from '../../../components/applications/application-error-text';
import { ModalDialog } from '../../../components/popup/modal-dialog';
import { withdrawApplication } from '../../../data/applications-api';

const PRIMARY =
  'rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60';
const SECONDARY =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

interface WithdrawApplicationDialogProps {
  application: ApplicationView;
  onClose(): void;
  onWithdrawn(application: ApplicationView): void;
}

/** Asks before withdrawing a pending application, which cannot be undone. */
export function WithdrawApplicationDialog({
  application,
  onClose,
  onWithdrawn,
}: WithdrawApplicationDialogProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = () => {
    setBusy(true);
    setError(undefined);
    withdrawApplication(application.id).then(onWithdrawn, (failure: unknown) => {
      setBusy(false);
      setError(applicationErrorText(intl, failure));
    });
  };
  return (
    <ModalDialog
      open
      onClose={onClose}
      className="flex items-start justify-center overflow-y-auto p-4"
    >
      {(titleId) => (
        <div className="my-8 w-full max-w-lg rounded-xl bg-white p-5 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <h2 id={titleId} className="mb-4 text-lg font-semibold">
            <FormattedMessage id="applications.withdraw.title" />
          </h2>
          <p className="text-sm">
            <FormattedMessage
              id="applications.withdraw.body"
              values={{ course: <bdi>{application.courseTitle}</bdi> }}
            />
          </p>
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
              {error}
            </p>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button type="button" className={SECONDARY} onClick={onClose}>
              <FormattedMessage id="applications.withdraw.keep" />
            </button>
            <button type="button" className={PRIMARY} disabled={busy} onClick={confirm}>
              <FormattedMessage id="applications.withdraw.confirm" />
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
