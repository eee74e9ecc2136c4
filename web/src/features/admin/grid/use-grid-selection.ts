import { useState } from 'react';
import { type BulkSelection } from '../../../../../shared/admin/grid-query';

/** Rows picked one by one, or every row the grid's search and filters match. */
export type GridSelection = { kind: 'rows'; ids: ReadonlySet<string> } | { kind: 'matching' };

export interface GridSelectionControls {
  selection: GridSelection;
  /** How many rows the selection covers, given how many match. */
  count(total: number): number;
  setRows(ids: ReadonlySet<string>): void;
  selectMatching(): void;
  clear(): void;
  /** What a bulk request sends: the ids or the query, with the count the admin saw. */
  toBulk(params: URLSearchParams, total: number): BulkSelection;
}

const NONE: GridSelection = { kind: 'rows', ids: new Set() };

/**
 * The rows chosen for a bulk action. It belongs to one query: when the search, a filter, the sort
 * or the page changes (`queryKey`), the selection is cleared, so an action never reaches rows
 * the admin no longer sees.
 */
export function useGridSelection(queryKey: string): GridSelectionControls {
  const [state, setState] = useState<{ key: string; selection: GridSelection }>({
    key: queryKey,
    selection: NONE,
  });
  const selection = state.key === queryKey ? state.selection : NONE;
  const set = (next: GridSelection) => setState({ key: queryKey, selection: next });
  return {
    selection,
    count: (total) => (selection.kind === 'matching' ? total : selection.ids.size),
    setRows: (ids) => set({ kind: 'rows', ids }),
    selectMatching: () => set({ kind: 'matching' }),
    clear: () => set(NONE),
    toBulk: (params, total) => {
      if (selection.kind === 'matching') {
        const query = Object.fromEntries(params);
        delete query.page;
        delete query.pageSize;
        return { query, expectedCount: total };
      }
      return { ids: [...selection.ids], expectedCount: selection.ids.size };
    },
  };
}
