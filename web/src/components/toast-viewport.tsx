import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { CloseIcon } from './icons/close-icon';
import { useToastHost } from './popup/toast-host';
import { dismissToast, useToasts } from './toast-store';

/**
 * Shows the current toast, announced politely to screen readers. On wide screens it sits in the
 * bottom end corner; on phones, full width just under the 4rem header, so it covers neither the
 * header's menu and language buttons nor the bottom corner's outbox and chat buttons. Rendered in
 * the toast host (popup/toast-host.ts), outside the app's root, so an open dialog does not hide it.
 */
export function ToastViewport() {
  const intl = useIntl();
  const toasts = useToasts();
  const host = useToastHost();
  return createPortal(
    <div
      aria-live="polite"
      data-testid="toast-viewport"
      className="fixed inset-x-4 top-20 z-50 flex flex-col gap-2 sm:inset-x-auto sm:end-4 sm:top-auto sm:bottom-4 sm:w-80"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="status"
          className={`flex items-start gap-3 rounded-lg border p-4 shadow-lg ${toast.variant === 'destructive' ? 'border-red-300 dark:border-red-800 bg-red-50 dark:bg-red-950 text-red-900 dark:text-red-100' : 'border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 text-slate-900 dark:text-slate-100'}`}
        >
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={intl.formatMessage({ id: 'toast.dismiss' })}
            className="rounded p-1 hover:bg-black/5 dark:hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>,
    host,
  );
}
