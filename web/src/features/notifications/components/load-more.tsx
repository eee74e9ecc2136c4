import { useEffect, useEffectEvent, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

interface LoadMoreProps {
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The end of a list with more to come: scrolling it into view loads the next page
 * (IntersectionObserver), and the button does the same for keyboard and screen reader users.
 */
export function LoadMore({ loading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const reached = useEffectEvent(onLoadMore);
  useEffect(() => {
    const target = sentinel.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reached();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={sentinel} className="flex justify-center py-4">
      {loading ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="common.loading" />
        </p>
      ) : (
        <button
          type="button"
          onClick={onLoadMore}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-700"
        >
          <FormattedMessage id="notifications.loadMore" />
        </button>
      )}
    </div>
  );
}
