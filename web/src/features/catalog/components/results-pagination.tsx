import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { pageItems } from '../page-items';

interface ResultsPaginationProps {
  page: number;
  pageCount: number;
  /** The list URL's search string for `page`, keeping every other parameter. */
  searchFor: (page: number) => string;
  /** Called when a page link is followed, so the page can move focus to the new results. */
  onNavigate: () => void;
}

const linkClass =
  'inline-flex min-w-9 justify-center rounded-md border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-3 py-1.5 text-sm font-medium text-slate-800 dark:text-slate-200 hover:bg-slate-50 dark:hover:bg-slate-800 aria-[current=page]:border-indigo-600 aria-[current=page]:bg-indigo-600 aria-[current=page]:text-white';
const inactiveClass =
  'inline-flex rounded-md border border-slate-200 dark:border-slate-700 px-3 py-1.5 text-sm font-medium text-slate-400';

/**
 * Previous, numbered pages and next, as real links: each page is its own URL, so they work without
 * JavaScript, can be opened in a new tab, and back returns to the page before.
 */
export function ResultsPagination({
  page,
  pageCount,
  searchFor,
  onNavigate,
}: ResultsPaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const step = (target: number, label: 'catalog.pages.previous' | 'catalog.pages.next') =>
    target >= 1 && target <= pageCount ? (
      <Link to={{ search: searchFor(target) }} onClick={onNavigate} className={linkClass}>
        <FormattedMessage id={label} />
      </Link>
    ) : (
      <span aria-disabled="true" className={inactiveClass}>
        <FormattedMessage id={label} />
      </span>
    );
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.pages.label' })} className="space-y-2">
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="catalog.pages.status" values={{ page, pageCount }} />
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{step(page - 1, 'catalog.pages.previous')}</li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li
              key={`gap-${index}`}
              aria-hidden="true"
              className="px-1 text-slate-500 dark:text-slate-400"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={{ search: searchFor(item) }}
                onClick={onNavigate}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'catalog.pages.page' }, { page: item })}
                className={linkClass}
              >
                {intl.formatNumber(item)}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, 'catalog.pages.next')}</li>
      </ul>
    </nav>
  );
}
