import { z } from 'zod';

/**
 * The query every admin grid sends (issue 13 item 10): page, page size, sort, direction, search
 * and the grid's own filters, as flat URL search parameters (`?q=ana&role=admin&sort=email`) so
 * the browser's address and the API call carry the same text. Each grid declares its sortable
 * columns and its filters once, with `defineGrid`; the web parses its address with the result and
 * the API validates its query with the same schema.
 */

export const GRID_PAGE_SIZES = [10, 25, 50, 100] as const;
export const GRID_MAX_PAGE_SIZE = 100;
export const GRID_DEFAULT_PAGE_SIZE = 25;
export const GRID_SEARCH_MAX_LENGTH = 200;
export const GRID_DIRECTIONS = ['asc', 'desc'] as const;
export type GridDirection = (typeof GRID_DIRECTIONS)[number];

/** The search parameter names the grid itself uses; filter names must differ from them. */
export const GRID_PARAMS = ['page', 'pageSize', 'sort', 'direction', 'q'] as const;

/**
 * Filters whose value is not one of a fixed list: `'day'` takes a UTC day (YYYY-MM-DD, for date
 * ranges such as `from`/`to`), `'instant'` a moment as UTC ISO text (e.g. the start of an admin's
 * day in their time zone, which the dashboard's links carry), `'text'` any short text (an id, an
 * e-mail).
 */
export const GRID_FREE_FILTERS = {
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((day) => !Number.isNaN(Date.parse(day))),
  // One spelling per moment (milliseconds, Z), so rows' ISO texts compare with it as text.
  instant: z.iso.datetime().transform((instant) => new Date(instant).toISOString()),
  text: z.string().trim().min(1).max(GRID_SEARCH_MAX_LENGTH),
} as const;
export type GridFreeFilter = keyof typeof GRID_FREE_FILTERS;

/** A filter's accepted values: a fixed list, or a free filter's kind. */
export type GridFilterSpec = readonly [string, ...string[]] | GridFreeFilter;
/** The value type of a filter as declared. */
export type GridFilterValue<Spec> = Spec extends readonly (infer Value)[] ? Value : string;

/** One grid's shape: the columns it sorts by and the values each filter accepts. */
export interface GridDefinition<
  Sort extends string = string,
  Filters extends Record<string, GridFilterSpec> = Record<string, GridFilterSpec>,
> {
  sorts: readonly [Sort, ...Sort[]];
  defaultSort: Sort;
  defaultDirection: GridDirection;
  filters: Filters;
}

export interface GridQuery<
  Sort extends string = string,
  FilterName extends string = string,
  FilterValue extends string = string,
> {
  page: number;
  pageSize: number;
  sort: Sort;
  direction: GridDirection;
  /** The search text, trimmed; '' searches nothing. */
  q: string;
  /** The chosen value of each filter that has one. */
  filters: Partial<Record<FilterName, FilterValue>>;
}

export type GridQueryOf<D extends GridDefinition> =
  D extends GridDefinition<infer Sort, infer Filters>
    ? {
        page: number;
        pageSize: number;
        sort: Sort;
        direction: GridDirection;
        q: string;
        filters: { [Name in keyof Filters]?: GridFilterValue<Filters[Name]> };
      }
    : never;

/** A first value of a repeated parameter: the address is the user's to edit, so be lenient. */
const single = (value: unknown) => (Array.isArray(value) ? (value as unknown[])[0] : value);
/** An empty parameter (`?role=`) means "not set". */
const blankToUndefined = (value: unknown) => {
  const first = single(value);
  return first === '' || first === null ? undefined : first;
};

/**
 * The schema of one grid's query: accepts the flat parameters (strings, as an address or
 * Express's query gives them) and answers a `GridQuery` with defaults filled in.
 */
export function gridQuerySchema<D extends GridDefinition>(definition: D) {
  for (const name of Object.keys(definition.filters)) {
    if ((GRID_PARAMS as readonly string[]).includes(name))
      throw new Error(`grid filter name "${name}" is reserved`);
  }
  const filterShape = Object.fromEntries(
    Object.entries(definition.filters).map(([name, values]) => [
      name,
      z.preprocess(
        blankToUndefined,
        (typeof values === 'string' ? GRID_FREE_FILTERS[values] : z.enum(values)).optional(),
      ),
    ]),
  );
  return z
    .object({
      page: z.preprocess(
        blankToUndefined,
        z.coerce.number().int().min(1).max(1_000_000).default(1),
      ),
      pageSize: z.preprocess(
        blankToUndefined,
        z.coerce.number().int().min(1).max(GRID_MAX_PAGE_SIZE).default(GRID_DEFAULT_PAGE_SIZE),
      ),
      sort: z.preprocess(
        blankToUndefined,
        z.enum(definition.sorts as readonly [string, ...string[]]).default(definition.defaultSort),
      ),
      direction: z.preprocess(
        blankToUndefined,
        z.enum(GRID_DIRECTIONS).default(definition.defaultDirection),
      ),
      q: z.preprocess(
        (value) => single(value) ?? '',
        z.string().trim().max(GRID_SEARCH_MAX_LENGTH),
      ),
      ...filterShape,
    })
    .transform(({ page, pageSize, sort, direction, q, ...rest }) => {
      const filters = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined),
      );
      return { page, pageSize, sort, direction, q, filters } as GridQueryOf<D>;
    });
}

/** Declares a grid and its query schema together. */
export function defineGrid<
  const Sort extends string,
  const Filters extends Record<string, GridFilterSpec>,
>(definition: GridDefinition<Sort, Filters>) {
  return { ...definition, querySchema: gridQuerySchema(definition) };
}

/**
 * The query as search parameters, leaving out what equals the default, so a fresh grid has a
 * clean address and the same query always gives the same text (and the same cache key).
 */
export function gridQueryToParams(definition: GridDefinition, query: GridQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const name of Object.keys(definition.filters).sort()) {
    const value = (query.filters as Record<string, string | undefined>)[name];
    if (value) params.set(name, value);
  }
  if (query.sort !== definition.defaultSort) params.set('sort', query.sort);
  if (query.direction !== definition.defaultDirection) params.set('direction', query.direction);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== GRID_DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}

/** One page of a grid, as every admin list endpoint answers it. */
export interface GridPage<Row> {
  rows: Row[];
  /** How many rows match the search and filters, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** The schema of a page answer, for the web to check what arrived. */
export function gridPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

/** The ids of selected rows one bulk action may name at most. */
export const BULK_MAX_IDS = 1_000;

/**
 * A bulk action (issue 13 item 4) names either the selected rows' ids or "everything the grid's
 * search and filters match", plus how many rows the admin saw; the API refuses (409 with
 * BULK_COUNT_CHANGED_MESSAGE) when that count is no longer what the selection matches.
 */
export function bulkSelectionSchema<D extends GridDefinition>(definition: D) {
  return z.union([
    z.object({
      ids: z.array(z.string().min(1).max(200)).min(1).max(BULK_MAX_IDS),
      expectedCount: z.number().int().min(0),
    }),
    z.object({
      query: gridQuerySchema(definition),
      expectedCount: z.number().int().min(0),
    }),
  ]);
}

/** What a bulk request names, as the web builds it. */
export type BulkSelection =
  | { ids: string[]; expectedCount: number }
  | { query: Record<string, string>; expectedCount: number };

export const BULK_COUNT_CHANGED_MESSAGE =
  'The list changed since you selected it. Review the selection and try again.';

/** What a bulk action did: how many rows it changed. */
export interface BulkResult {
  affected: number;
}
