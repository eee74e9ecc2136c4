import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type GridSelectionControls } from './use-grid-selection';

interface GridBulkBarProps {
  selection: GridSelectionControls;
  /** Rows on the current page and matching over all pages. */
  pageRows: number;
  total: number;
  /** The bulk actions' buttons. */
  children: ReactNode;
}

const LINK = 'font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300';

/**
 * What a bulk action will reach, shown while rows are selected: the count, the offer to extend a
 * full page to every matching row, and the actions.
 */
export function GridBulkBar({ selection, pageRows, total, children }: GridBulkBarProps) {
  const intl = useIntl();
  const count = selection.count(total);
  if (count === 0) return null;
  const wholePage = selection.selection.kind === 'rows' && count === pageRows && total > pageRows;
  return (
    <div
      role="region"
      aria-label={intl.formatMessage({ id: 'admin.grid.bulkActions' })}
      className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-50"
    >
      <p className="font-medium" aria-live="polite">
        <FormattedMessage id="admin.grid.selected" values={{ count }} />
      </p>
      {wholePage && (
        <button type="button" className={LINK} onClick={selection.selectMatching}>
          <FormattedMessage id="admin.grid.selectMatching" values={{ total }} />
        </button>
      )}
      <button type="button" className={LINK} onClick={selection.clear}>
        <FormattedMessage id="admin.grid.clearSelection" />
      </button>
      <div className="flex flex-wrap gap-2 ms-auto">{children}</div>
    </div>
  );
}
