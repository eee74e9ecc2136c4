import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { callErrorText } from '../../../data/api-client';
import { AdminDialog, DIALOG_BUTTON, DialogActions } from './admin-dialog';

interface ConfirmDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** What will happen, in a sentence or two. */
  body: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what cannot be undone (delete). */
  destructive?: boolean;
  /** The failure in the admin's words; spec §8's call messages when omitted. */
  errorText?(error: unknown): string;
  /** Runs the action; the dialog closes when it resolves and shows the failure when it throws. */
  onConfirm(): Promise<void>;
}

/** Asks before an admin action runs, and shows why it failed when it does. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  body,
  confirmLabel,
  destructive,
  errorText,
  onConfirm,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [state, setState] = useState<{ busy: boolean; error?: unknown }>({ busy: false });
  const close = () => {
    setState({ busy: false });
    onClose();
  };
  const confirm = async () => {
    setState({ busy: true });
    try {
      await onConfirm();
      close();
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return (
    <AdminDialog open={open} onClose={close} title={title}>
      <div className="text-sm text-slate-700 dark:text-slate-200">{body}</div>
      {state.error !== undefined && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {errorText
            ? errorText(state.error)
            : callErrorText(state.error, (id) => intl.formatMessage({ id }))}
        </p>
      )}
      <DialogActions>
        <button type="button" className={DIALOG_BUTTON.secondary} onClick={close}>
          <FormattedMessage id="admin.dialog.cancel" />
        </button>
        <button
          type="button"
          disabled={state.busy}
          className={destructive ? DIALOG_BUTTON.danger : DIALOG_BUTTON.primary}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
      </DialogActions>
    </AdminDialog>
  );
}
