import { type ReactNode } from 'react';
import { ModalDialog } from '../../../components/popup/modal-dialog';

interface SessionDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}

/** A modal panel of the sessions page (cancel, reschedule): its title, then its content. */
export function SessionDialog({ open, onClose, title, children }: SessionDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      className="flex items-start justify-center overflow-y-auto p-4"
    >
      {(titleId) => (
        <div className="my-8 w-full max-w-lg rounded-xl bg-white p-5 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <h2 id={titleId} className="mb-4 text-lg font-semibold">
            {title}
          </h2>
          {children}
        </div>
      )}
    </ModalDialog>
  );
}

export const DIALOG_BUTTON = {
  primary:
    'rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-60',
  danger:
    'rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60',
  secondary:
    'rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
} as const;
