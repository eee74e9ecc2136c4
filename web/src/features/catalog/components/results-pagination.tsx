import { FormattedMessage, useIntl } from 'react-intl';

interface ResultsPaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const buttonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-40';

/** Previous / next with "page N of M"; each page is its own URL, so back returns to it. */
export function ResultsPagination({ page, pageCount, onPage }: ResultsPaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'catalog.pages.label' })}
      className="flex items-center justify-between gap-2"
    >
      <button
        type="button"
        className={buttonClass}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <FormattedMessage id="catalog.pages.previous" />
      </button>
      <p className="text-sm text-slate-600">
        <FormattedMessage id="catalog.pages.status" values={{ page, pageCount }} />
      </p>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        <FormattedMessage id="catalog.pages.next" />
      </button>
    </nav>
  );
}
