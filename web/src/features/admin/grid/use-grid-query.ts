import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type z } from 'zod';
import {
  gridQueryToParams,
  type GridDefinition,
  type GridDirection,
  type GridFilterValue,
  type GridQuery,
  type GridQueryOf,
} from '../../../../../shared/admin/grid-query';

/** A grid as `defineGrid` (shared/admin/grid-query.ts) declares it. */
export type Grid<D extends GridDefinition = GridDefinition> = D & {
  querySchema: z.ZodType<GridQueryOf<D>, unknown>;
};

/** How many times a bad parameter is dropped before the address counts as unreadable. */
const REPAIR_ATTEMPTS = 8;

/**
 * The address's query for `grid`. The address is the user's to edit or share: a parameter the
 * schema refuses is dropped and the rest kept, never an error screen.
 */
function readQuery<D extends GridDefinition>(
  grid: Grid<D>,
  params: URLSearchParams,
): GridQueryOf<D> {
  const raw: Record<string, string> = Object.fromEntries(params);
  for (let attempt = 0; attempt < REPAIR_ATTEMPTS; attempt += 1) {
    const parsed = grid.querySchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return grid.querySchema.parse({});
}

export interface GridQueryControls<D extends GridDefinition> {
  query: GridQueryOf<D>;
  /** The query as the API's search parameters (what differs from the defaults). */
  params: URLSearchParams;
  setSearch(q: string): void;
  setFilter<Name extends keyof D['filters'] & string>(
    name: Name,
    value: GridFilterValue<D['filters'][Name]> | undefined,
  ): void;
  setSort(sort: D['sorts'][number], direction: GridDirection): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
}

/**
 * A grid's search, filters, sort and page, kept in the address's search parameters so a
 * filtered view can be bookmarked, shared and restored with the back button. Changing the search,
 * a filter, the sort or the page size goes back to the first page.
 */
export function useGridQuery<D extends GridDefinition>(grid: Grid<D>): GridQueryControls<D> {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = searchParams.toString();
  // The parsed query only changes when the address does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => readQuery(grid, searchParams), [grid, text]);
  const navigate = (next: GridQuery) =>
    setSearchParams(gridQueryToParams(grid, next), { preventScrollReset: true });
  const restart = (change: Partial<GridQuery>) => navigate({ ...query, ...change, page: 1 });
  return {
    query,
    params: gridQueryToParams(grid, query),
    setSearch: (q) => restart({ q: q.trim() }),
    setFilter: (name, value) => restart({ filters: { ...query.filters, [name]: value } }),
    setSort: (sort, direction) => restart({ sort, direction }),
    setPage: (page) => navigate({ ...query, page }),
    setPageSize: (pageSize) => restart({ pageSize }),
  };
}
