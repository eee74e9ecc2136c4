import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon } from '../../../components/icons/close-icon';
import { ModalDialog } from '../../../components/popup/modal-dialog';
import { type MessageId } from '../../../i18n/messages';

interface AdminDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}

/** A modal panel of the admin area (forms, confirmations): title, close button, content. */
export function AdminDialog({ open, onClose, title, children }: AdminDialogProps) {
  const intl = useIntl();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      className="flex items-start justify-center overflow-y-auto p-4"
    >
      {(titleId) => (
        <div className="my-8 w-full max-w-lg rounded-xl bg-white p-5 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={intl.formatMessage({ id: 'admin.dialog.close' })}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </ModalDialog>
  );
}

interface DialogActionsProps {
  children: ReactNode;
}

/** The dialog's buttons, at the end of its content (inline end in both directions). */
export function DialogActions({ children }: DialogActionsProps) {
  return <div className="mt-6 flex flex-wrap justify-end gap-2">{children}</div>;
}

export const DIALOG_BUTTON = {
  primary:
    'rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-60',
  danger:
    'rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60',
  secondary:
    'rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
} as const;

interface DialogFormFooterProps {
  /** Why the last submission failed, in the reader's language; nothing while it has not. */
  failure: ReactNode;
  onCancel: () => void;
  submitId: MessageId;
  submitting: boolean;
}

/** A form dialog's end: the failure of its last submission, then Cancel and its submit button. */
export function DialogFormFooter({
  failure,
  onCancel,
  submitId,
  submitting,
}: DialogFormFooterProps) {
  return (
    <>
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <DialogActions>
        <button type="button" className={DIALOG_BUTTON.secondary} onClick={onCancel}>
          <FormattedMessage id="admin.dialog.cancel" />
        </button>
        <button type="submit" className={DIALOG_BUTTON.primary} disabled={submitting}>
          <FormattedMessage id={submitId} />
        </button>
      </DialogActions>
    </>
  );
}
