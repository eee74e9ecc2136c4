/**
 * The head of the default course list (no search, no filters, "Best match"), saved beside the
 * catalogue, so the first offline /courses answers from one small IndexedDB read on the page
 * instead of waiting for the catalogue worker to start and read the prepared catalogue (issue 10
 * item 4). Any other list, or a head the clock has moved past, still goes to the worker.
 *
 * The default order is the deadline order from the first deadline not yet passed: as time goes
 * on, programs whose deadline passes leave the front (and join the passed ones at the very end).
 * The head keeps the first programs of that order when it was computed, so a later page drops
 * the ones passed since and answers exactly while enough are left.
 */
import { queryCatalogue, type CatalogueQuery } from '../../../shared/catalog/catalog-query';
import { type PreparedCatalogue } from '../../../shared/catalog/catalog-prepare';
import { COURSE_PAGE_SIZE_DEFAULT, type CourseFacets } from '../../../shared/catalog/course-list';
import { toCourseCard, type CourseCard } from '../../../shared/catalog/course-summary';

/** Three default pages: a day or more of passing deadlines in the sample catalogue. */
export const LIST_HEAD_LENGTH = 3 * COURSE_PAGE_SIZE_DEFAULT;

export interface SavedListHead {
  /** When it was computed (ms): deadlines passed by then are not in it. */
  computedAt: number;
  /** The first programs of the default order then, in their own currency. */
  cards: CourseCard[];
  /** The unfiltered list's total and facet counts, which no deadline changes. */
  total: number;
  facets: CourseFacets;
}

/** The default list's head over `catalogue` at `now`. */
export function listHeadOf(catalogue: PreparedCatalogue, now: Date): SavedListHead {
  const result = queryCatalogue(catalogue, { page: 1, limit: LIST_HEAD_LENGTH }, now);
  return {
    computedAt: now.getTime(),
    cards: result.items.map(toCourseCard),
    total: result.total,
    facets: result.facets,
  };
}

/** Keys a default list query may carry: its page and size, and a currency that only converts. */
const DEFAULT_LIST_KEYS = new Set(['page', 'limit', 'currency']);

/** Whether `query` is the default list (any page): no search, filter or sort but "Best match". */
export function isDefaultListQuery(query: CatalogueQuery): boolean {
  return Object.entries(query).every(
    ([key, value]) =>
      value === undefined ||
      DEFAULT_LIST_KEYS.has(key) ||
      (key === 'sort' && value === 'relevance'),
  );
}

/**
 * The page of the default list `query` asks for at `now`, from `head`; undefined when `query` is
 * another list or the head no longer holds the whole page (the worker answers then).
 */
export function pageFromListHead(
  head: SavedListHead,
  query: CatalogueQuery,
  now: Date,
): { cards: CourseCard[]; total: number; facets: CourseFacets } | undefined {
  // Before `computedAt` (a clock set back) a deadline it counted as passed may still be open.
  if (!isDefaultListQuery(query) || now.getTime() < head.computedAt) return undefined;
  // The head is in deadline order, so the ones passed since are a run at its front.
  const passed = head.cards.findIndex(
    (card) => Date.parse(card.applicationDeadline) >= now.getTime(),
  );
  const left = passed < 0 ? [] : head.cards.slice(passed);
  const from = (query.page - 1) * query.limit;
  const end = Math.min(head.total, from + query.limit);
  if (end > left.length) return undefined;
  return { cards: left.slice(from, end), total: head.total, facets: head.facets };
}
