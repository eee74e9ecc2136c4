import { type ReactNode } from 'react';

interface EmptyStateProps {
  /** What is not there yet, in one sentence. */
  message: ReactNode;
  /** The control that starts it: a link or a button. */
  action?: ReactNode;
}

/** A list or section with nothing in it yet, and the way to start it. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center dark:border-slate-600 dark:bg-slate-800">
      <p className="text-slate-700 dark:text-slate-200">{message}</p>
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}
