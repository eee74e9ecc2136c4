import { useIntl } from 'react-intl';
import { CloseIcon } from './icons/close-icon';
import { dismissToast, useToasts } from './toast-store';

/**
 * Shows the current toast, announced politely to screen readers: in the bottom end corner, or at
 * the top on phone widths, where a bottom toast would cover the outbox's corner (the spec keeps
 * toasts up for 1000 s).
 */
export function ToastViewport() {
  const intl = useIntl();
  const toasts = useToasts();
  return (
    <div
      aria-live="polite"
      className="fixed end-4 top-4 z-50 flex sm:top-auto sm:bottom-4 w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
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
            className="rounded p-1 hover:bg-black/5"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
