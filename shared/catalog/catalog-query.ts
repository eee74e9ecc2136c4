import { startOfUtcDay } from './catalog-clock';
import { pageByOrder, pageByRelevance, type PageWindow, type TermRanges } from './catalog-page';
import { type PreparedCatalogue } from './catalog-prepare';
import { prefixRange, raisePrefixMatches } from './catalog-word-index';
import {
  COURSE_FACETS,
  type CourseFacet,
  type CourseFacets,
  type CourseListQuery,
} from './course-list';
import { type CourseSummary } from './course-summary';
import { parseSearchQuery, type SearchTerm } from './search-query';
import { searchVocabulary } from './search-vocabulary';

/** The filters, sort and page of a catalogue query (the list query without its currency default). */
export type CatalogueQuery = Omit<CourseListQuery, 'currency'> & Partial<CourseListQuery>;

export interface CatalogueResult {
  items: CourseSummary[];
  total: number;
  facets: CourseFacets;
}

/** The chosen values of one facet filter: `allowed[code]` is 1 for a chosen value. */
interface FacetFilter {
  facet: number;
  codes: Uint16Array;
  allowed: Uint8Array;
}

function facetFilters(catalogue: PreparedCatalogue, query: CatalogueQuery): FacetFilter[] {
  return COURSE_FACETS.flatMap((facet, index) => {
    const chosen = query[facet];
    if (!chosen) return [];
    const { values, codes } = catalogue.columns.facets[facet];
    const chosenSet = new Set<string>(chosen);
    const allowed = Uint8Array.from(values, (value) => (chosenSet.has(value) ? 1 : 0));
    return [{ facet: index, codes, allowed }];
  });
}

/** Matching positions (ascending) and, per facet, the count per value code given the others. */
interface Scan {
  matched: Uint32Array;
  counts: Int32Array[];
}

/**
 * One pass over the catalogue's columns. A program that fails exactly one facet filter still
 * counts for that facet's value: choosing the value would bring it in.
 */
function scan(
  catalogue: PreparedCatalogue,
  query: CatalogueQuery,
  textMarks: { marks: Uint16Array; words: number } | undefined,
  now: Date,
): Scan {
  const { usd, deadlineMs, lastStartMs, featured, facets } = catalogue.columns;
  const facetCodes = COURSE_FACETS.map((facet) => facets[facet].codes);
  const counts = COURSE_FACETS.map((facet) => new Int32Array(facets[facet].values.length));
  const filters = facetFilters(catalogue, query);
  const rate = catalogue.rates.usdRates[query.currency ?? 'USD'];
  const byTuition = query.tuitionMin !== undefined || query.tuitionMax !== undefined;
  const tuitionMin = query.tuitionMin ?? -Infinity;
  const tuitionMax = query.tuitionMax ?? Infinity;
  const startFromMs = query.startFrom ? Date.parse(query.startFrom) : -Infinity;
  // A deadline on today's date has not passed: compare with the start of today (UTC).
  const openFromMs = query.open ? startOfUtcDay(now) : -Infinity;
  const featuredOnly = query.featured === true;

  const matched = new Uint32Array(catalogue.count);
  let total = 0;
  for (let position = 0; position < matched.length; position += 1) {
    if (textMarks && textMarks.marks[position] !== textMarks.words) continue;
    if (featuredOnly && featured[position] === 0) continue;
    if (deadlineMs[position]! < openFromMs || lastStartMs[position]! < startFromMs) continue;
    if (byTuition) {
      const amount = Math.round(usd[position]! * rate);
      if (amount < tuitionMin || amount > tuitionMax) continue;
    }
    let failed: FacetFilter | undefined;
    let failures = 0;
    for (const filter of filters) {
      if (filter.allowed[filter.codes[position]!] === 1) continue;
      failed = filter;
      failures += 1;
      if (failures > 1) break;
    }
    if (failures > 1) continue;
    if (failed) counts[failed.facet]![failed.codes[position]!]! += 1;
    else matched[total++] = position;
  }
  const matches = matched.subarray(0, total);
  // Column by column: each loop reads one small array, which is much faster than row by row.
  counts.forEach((facetCounts, facet) => {
    const codes = facetCodes[facet]!;
    for (const position of matches) facetCounts[codes[position]!]! += 1;
  });
  return { matched: matches, counts };
}

function facetCounts(catalogue: PreparedCatalogue, counts: Int32Array[]): CourseFacets {
  return Object.fromEntries(
    COURSE_FACETS.map((facet, index) => {
      const { values } = catalogue.columns.facets[facet];
      const byValue: Record<string, number> = {};
      counts[index]!.forEach((count, code) => {
        if (count > 0) byValue[values[code]!] = count;
      });
      return [facet, byValue];
    }),
  ) as CourseFacets;
}

/**
 * Marks the programs that meet every search term: `marks[p] === terms.length` for those. A term
 * is met by a word of the search text in one of its ranges or by a facet value it names.
 */
function markTermMatches(
  catalogue: PreparedCatalogue,
  terms: readonly SearchTerm[],
  ranges: readonly TermRanges[],
): Uint16Array {
  const marks = new Uint16Array(catalogue.count);
  terms.forEach((term, step) => {
    raisePrefixMatches(catalogue.words, ranges[step]!, marks, step);
    for (const [facet, values] of Object.entries(term.facets)) {
      const { codes, values: known } = catalogue.columns.facets[facet as CourseFacet];
      const named = new Set(values);
      const allowed = Uint8Array.from(known, (value) => (named.has(value) ? 1 : 0));
      for (let position = 0; position < marks.length; position += 1) {
        if (marks[position] === step && allowed[codes[position]!] === 1) marks[position] = step + 1;
      }
    }
  });
  return marks;
}

/**
 * The page in the chosen order. "Best match" without search words is the deadline order: open
 * applications first, the nearest deadline first, passed ones last. With search words it ranks by
 * relevance, equal scores in that same deadline order.
 */
function pagePositions(
  catalogue: PreparedCatalogue,
  query: CatalogueQuery,
  ranges: readonly TermRanges[],
  matched: Uint32Array,
  now: Date,
): Uint32Array {
  const window: PageWindow = { from: (query.page - 1) * query.limit, limit: query.limit };
  const { sort } = query;
  if (sort && sort !== 'relevance') return pageByOrder(catalogue, sort, matched, window, now);
  if (ranges.length === 0) return pageByOrder(catalogue, 'deadline', matched, window, now);
  const all = { from: 0, limit: matched.length };
  const byDeadline = pageByOrder(catalogue, 'deadline', matched, all, now);
  return pageByRelevance(catalogue.words, ranges, byDeadline, window);
}

/**
 * Filters, counts facets, sorts and pages a prepared catalogue: the one implementation behind
 * the API's list and the browser's offline search. Each facet counts its values among programs
 * that pass every other filter, so a visitor sees what choosing a value would give.
 */
export function queryCatalogue(
  catalogue: PreparedCatalogue,
  query: CatalogueQuery,
  now: Date = new Date(),
): CatalogueResult {
  const terms = query.q
    ? parseSearchQuery(query.q, searchVocabulary(catalogue.columns.facets.country.values))
    : [];
  const ranges = terms.map((term) =>
    term.prefixes.map((prefix) => prefixRange(catalogue.words, prefix)),
  );
  const textMarks =
    terms.length > 0
      ? { marks: markTermMatches(catalogue, terms, ranges), words: terms.length }
      : undefined;
  const { matched, counts } = scan(catalogue, query, textMarks, now);
  const page = pagePositions(catalogue, query, ranges, matched, now);
  return {
    items: Array.from(page, (position) => catalogue.summaryAt(position)),
    total: matched.length,
    facets: facetCounts(catalogue, counts),
  };
}
