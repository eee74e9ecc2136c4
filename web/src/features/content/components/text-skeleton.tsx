import { FormattedMessage } from 'react-intl';

/** Grey lines standing in for text while it loads; announced once to screen readers. */
export function TextSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div role="status" className="max-w-3xl animate-pulse space-y-3">
      <span className="sr-only">
        <FormattedMessage id="common.loading" />
      </span>
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          className={`h-4 rounded bg-slate-200 dark:bg-slate-700 ${index % 3 === 2 ? 'w-2/3' : 'w-full'}`}
        />
      ))}
    </div>
  );
}
