import { FormattedMessage } from 'react-intl';

const SKELETON_CARDS = 5;

/** Grey cards of a result's size while a page loads. */
export function CourseCardSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">
        <FormattedMessage id="catalog.list.loading" />
      </span>
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li
            key={index}
            className="animate-pulse rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4"
          >
            <div className="h-5 w-2/3 rounded bg-slate-200 dark:bg-slate-700" />
            <div className="mt-2 h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-700" />
            <div className="mt-4 h-4 w-full rounded bg-slate-100 dark:bg-slate-800" />
            <div className="mt-2 h-4 w-5/6 rounded bg-slate-100 dark:bg-slate-800" />
          </li>
        ))}
      </ul>
    </div>
  );
}
