import { useIntl } from 'react-intl';
import { CloseIcon } from './icons/close-icon';
import { dismissToast, useToasts } from './toast-store';

/**
 * Shows the current toast, announced politely to screen readers. On wide screens it sits in the
 * bottom end corner; on phones, full width just under the 4rem header, so it covers neither the
 * header's menu and language buttons nor the bottom corner's outbox and chat buttons.
 */
export function ToastViewport() {
  const intl = useIntl();
  const toasts = useToasts();
  return (
    <div
      aria-live="polite"
      data-testid="toast-viewport"
      className="fixed inset-x-4 top-20 z-50 flex flex-col gap-2 sm:inset-x-auto sm:end-4 sm:top-auto sm:bottom-4 sm:w-80"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="status"
          className={`flex items-start gap-3 rounded-lg border p-4 shadow-lg ${toast.variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900'}`}
        >
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={intl.formatMessage({ id: 'toast.dismiss' })}
            className="rounded p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
