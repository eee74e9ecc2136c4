import { startOfUtcDay } from './catalog-clock';
import { pageByOrder, pageByRelevance, type PageWindow, type TermRanges } from './catalog-page';
import { type PreparedCatalogue } from './catalog-prepare';
import {
  facetFilter,
  filterCatalogue,
  type CatalogueFilter,
  type TextMatches,
} from './catalog-filter';
import { nextTextBase, scratchOf } from './catalog-scratch';
import { prefixRange, raisePrefixMatches, type PositionList } from './catalog-word-index';
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
 * The programs that meet every search term: `marks[p] === met` for those, and their positions.
 * A term is met by a word of the search text in one of its ranges or by a facet value it names;
 * each term visits only the postings of its words and the programs of its values.
 */
function matchTerms(
  catalogue: PreparedCatalogue,
  terms: readonly SearchTerm[],
  ranges: readonly TermRanges[],
): TextMatches {
  const scratch = scratchOf(catalogue);
  const marks = scratch.textMarks;
  const base = nextTextBase(scratch, terms.length);
  const last = terms.length - 1;
  const met: PositionList = { positions: scratch.textPositions, length: 0 };
  terms.forEach((term, index) => {
    const step = base + index;
    const floor = index === 0 ? 0 : step;
    const reached = index === last ? met : undefined;
    raisePrefixMatches(catalogue.words, ranges[index]!, marks, step, reached, floor);
    for (const [facet, values] of Object.entries(term.facets)) {
      const facetIndex = COURSE_FACETS.indexOf(facet as CourseFacet);
      for (const run of facetFilter(catalogue, facetIndex, values).runs) {
        for (let at = 0; at < run.length; at += 1) {
          const mark = marks[run[at]!]!;
          if (mark > step || mark < floor) continue;
          marks[run[at]!] = step + 1;
          if (reached) reached.positions[reached.length++] = run[at]!;
        }
      }
    }
  });
  return { marks, met: base + terms.length, positions: met.positions.subarray(0, met.length) };
}

function catalogueFilter(
  catalogue: PreparedCatalogue,
  query: CatalogueQuery,
  text: TextMatches | undefined,
  now: Date,
): CatalogueFilter {
  const facets = COURSE_FACETS.flatMap((facet, index) => {
    const chosen = query[facet];
    return chosen ? [facetFilter(catalogue, index, chosen)] : [];
  });
  return {
    facets,
    text,
    featuredOnly: query.featured === true,
    // A deadline on today's date has not passed: compare with the start of today (UTC).
    openFromMs: query.open ? startOfUtcDay(now) : -Infinity,
    startFromMs: query.startFrom ? Date.parse(query.startFrom) : -Infinity,
    byTuition: query.tuitionMin !== undefined || query.tuitionMax !== undefined,
    rate: catalogue.rates.usdRates[query.currency ?? 'USD'],
    tuitionMin: query.tuitionMin ?? -Infinity,
    tuitionMax: query.tuitionMax ?? Infinity,
  };
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
  return pageByRelevance(catalogue, ranges, matched, window, now);
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
  const text = terms.length > 0 ? matchTerms(catalogue, terms, ranges) : undefined;
  const { matched, counts } = filterCatalogue(
    catalogue,
    catalogueFilter(catalogue, query, text, now),
  );
  const page = pagePositions(catalogue, query, ranges, matched, now);
  return {
    items: Array.from(page, (position) => catalogue.summaryAt(position)),
    total: matched.length,
    facets: facetCounts(catalogue, counts),
  };
}
