import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { type ReactNode, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type GridDirection, type GridPage } from '../../../../../shared/admin/grid-query';
import { EmptyState } from '../../../components/empty-state';
import { callErrorText } from '../../../data/api-client';
import { type RemoteData } from '../../../lib/use-remote-data';
import { type GridSelectionControls } from './use-grid-selection';

export interface DataGridProps<Row> {
  /** The table's name for assistive technology (the screen's heading text is a good one). */
  caption: string;
  /** TanStack column definitions; a column whose id is one of the grid's sorts can be sorted. */
  columns: ColumnDef<Row, unknown>[];
  /** The sortable column ids (the grid definition's `sorts`). */
  sorts: readonly string[];
  sort: string;
  direction: GridDirection;
  onSort(sort: string, direction: GridDirection): void;
  state: RemoteData<GridPage<Row>>;
  onRetry(): void;
  rowId(row: Row): string;
  /** The row's name in "Select {name}" (e.g. the user's email). */
  rowLabel(row: Row): string;
  /** Shown when nothing matches. */
  empty: ReactNode;
  /** Turns on row checkboxes for bulk actions. */
  selection?: GridSelectionControls;
}

const CELL = 'px-3 py-2 text-start align-middle';

/**
 * A server-driven data grid on TanStack Table: the server sorts and pages (the caller passes the
 * current page and the query's sort), the table renders headers and cells, with row checkboxes
 * for bulk actions and the three states every list has (loading, failed with retry, empty). It
 * scrolls sideways in its own focusable region on narrow screens, so the page never does.
 */
export function DataGrid<Row>({
  caption,
  columns,
  sorts,
  sort,
  direction,
  onSort,
  state,
  onRetry,
  rowId,
  rowLabel,
  empty,
  selection,
}: DataGridProps<Row>) {
  const intl = useIntl();
  const captionId = useId();
  const rows = useMemo(() => (state.status === 'ready' ? state.data.rows : []), [state]);
  const selected = selection?.selection;
  const rowSelection = useMemo<RowSelectionState>(() => {
    if (!selected) return {};
    const ids = selected.kind === 'matching' ? rows.map(rowId) : [...selected.ids].filter(Boolean);
    return Object.fromEntries(ids.map((id) => [id, true]));
  }, [selected, rows, rowId]);

  // TanStack Table's instance is not memoisable by the React Compiler; it re-renders with props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowId(row),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: Boolean(selection),
    state: { rowSelection },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection.setRows(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });

  const columnCount = columns.length + (selection ? 1 : 0);
  const allOnPage = rows.length > 0 && rows.every((row) => rowSelection[rowId(row)]);
  const someOnPage = rows.some((row) => rowSelection[rowId(row)]);

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <tr>
        <td colSpan={columnCount} className="px-3 py-10 text-center">
          <span
            role="status"
            className="inline-flex items-center gap-3 text-slate-600 dark:text-slate-300"
          >
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-indigo-100 border-t-indigo-600 dark:border-indigo-900 dark:border-t-indigo-400"
            />
            <FormattedMessage id="admin.grid.loading" />
          </span>
        </td>
      </tr>
    );
  } else if (state.status === 'failed') {
    body = (
      <tr>
        <td colSpan={columnCount} className="px-3 py-8 text-center">
          <div role="alert" className="text-red-800 dark:text-red-200">
            <p className="font-medium">
              <FormattedMessage id="admin.grid.loadError" />
            </p>
            <p className="mt-1 text-sm">
              {callErrorText(state.error, (id) => intl.formatMessage({ id }))}
            </p>
          </div>
          <button
            type="button"
            onClick={onRetry}
            className="mt-3 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <FormattedMessage id="admin.grid.retry" />
          </button>
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className="p-3">
          <EmptyState message={empty} />
        </td>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr
        key={row.id}
        className={`border-t border-slate-200 dark:border-slate-700 ${row.getIsSelected() ? 'bg-indigo-50 dark:bg-indigo-950' : ''}`}
      >
        {selection && (
          <td className={CELL}>
            <input
              type="checkbox"
              className="size-4"
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
              aria-label={intl.formatMessage(
                { id: 'admin.grid.selectRow' },
                { name: rowLabel(row.original) },
              )}
            />
          </td>
        )}
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={CELL}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable so keyboard users can scroll a grid wider than the screen.
      tabIndex={0}
      className="w-full overflow-x-auto rounded-lg border border-slate-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-700 dark:bg-slate-900"
    >
      <table
        className="w-full min-w-max border-collapse text-sm"
        aria-busy={state.status === 'loading'}
      >
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && (
                <th scope="col" className={`${CELL} w-10`}>
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={allOnPage}
                    ref={(input) => {
                      if (input) input.indeterminate = someOnPage && !allOnPage;
                    }}
                    disabled={rows.length === 0}
                    onChange={table.getToggleAllPageRowsSelectedHandler()}
                    aria-label={intl.formatMessage({ id: 'admin.grid.selectPage' })}
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const sortable = sorts.includes(header.column.id);
                const active = sortable && sort === header.column.id;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                    className={`${CELL} font-semibold whitespace-nowrap`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() =>
                          onSort(header.column.id, active && direction === 'asc' ? 'desc' : 'asc')
                        }
                        className="inline-flex items-center gap-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500"
                      >
                        {label}
                        <span aria-hidden="true" className="text-xs">
                          {active ? (direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="text-slate-800 dark:text-slate-100">{body}</tbody>
      </table>
    </div>
  );
}
