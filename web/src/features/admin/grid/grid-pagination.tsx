import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GRID_PAGE_SIZES } from '../../../../../shared/admin/grid-query';

interface GridPaginationProps {
  page: number;
  pageSize: number;
  /** Rows matching over all pages; undefined while loading. */
  total: number | undefined;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 enabled:hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:text-slate-100 dark:enabled:hover:bg-slate-800';

/** Where the grid is in its rows: the range shown, previous and next page, rows per page. */
export function GridPagination({ page, pageSize, total, onPage, onPageSize }: GridPaginationProps) {
  const intl = useIntl();
  const sizeId = useId();
  const pages = total === undefined ? page : Math.max(1, Math.ceil(total / pageSize));
  const from = total ? Math.min(total, (page - 1) * pageSize + 1) : 0;
  const to = total ? Math.min(total, page * pageSize) : 0;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'admin.grid.pagination' })}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-200"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>
          <FormattedMessage id="admin.grid.rowsPerPage" />
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
        >
          {GRID_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {intl.formatNumber(size)}
            </option>
          ))}
        </select>
      </div>
      {total !== undefined && (
        <p aria-live="polite">
          <FormattedMessage
            id="admin.grid.range"
            values={{ from: intl.formatNumber(from), to: intl.formatNumber(to), total }}
          />
        </p>
      )}
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={BUTTON}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <FormattedMessage id="admin.grid.previous" />
        </button>
        <span>
          <FormattedMessage id="admin.grid.pageOf" values={{ page, pages }} />
        </span>
        <button
          type="button"
          className={BUTTON}
          disabled={total === undefined || page >= pages}
          onClick={() => onPage(page + 1)}
        >
          <FormattedMessage id="admin.grid.next" />
        </button>
      </div>
    </nav>
  );
}
