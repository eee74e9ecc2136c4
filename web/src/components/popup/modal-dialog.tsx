import { type ReactNode, useEffect, useId, useRef } from 'react';
import { pushToastHost } from './toast-host';

interface ModalDialogProps {
  open: boolean;
  /** Asked for by Escape and by a click outside the panel; the owner decides whether to close. */
  onClose: () => void;
  /** The dialog's name: rendered by the owner inside `children` with this id (`titleId`). */
  children: (titleId: string) => ReactNode;
  /** Classes of the `<dialog>` box, which covers the viewport; the panel is in `children`. */
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert, keeps
 * focus inside and puts the first focusable element in focus; closing gives focus back to the
 * element that had it before. It replaces Headless UI's Dialog on the always-loaded header, so a
 * first visit does not download a dialog library. The box is transparent and covers the viewport:
 * a click that reaches it missed the panel, which counts as a click outside.
 */
export function ModalDialog({ open, onClose, children, className = '' }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Toasts shown while the dialog is open (a form's result) are rendered inside it.
    const releaseToasts = pushToastHost(dialog);
    return () => {
      releaseToasts();
      dialog.close();
      // The opener may have gone with the dialog (a link inside it navigated): then nothing to do.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape: the owner closes through its state, so the element never closes on its own.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 text-inherit backdrop:bg-slate-900/40 ${className}`}
    >
      {open && children(titleId)}
    </dialog>
  );
}
