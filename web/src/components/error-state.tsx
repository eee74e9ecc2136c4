import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface ErrorStateProps {
  /** What went wrong, in the reader's language. */
  message: ReactNode;
  /** Asks again; the button is shown only when there is something to retry. */
  onRetry?: () => void;
}

/** A list or section that could not be loaded, announced at once, with a way to try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100"
    >
      <p>{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md border border-rose-300 bg-white px-3 py-1.5 text-sm font-medium text-rose-900 hover:bg-rose-100 dark:border-rose-700 dark:bg-rose-900 dark:text-rose-50"
        >
          <FormattedMessage id="dashboard.overview.retry" />
        </button>
      )}
    </div>
  );
}
