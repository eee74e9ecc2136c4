import { type PreparedCatalogue, type PreparedCourse } from './catalog-prepare';
import {
  COURSE_FACETS,
  type CourseFacet,
  type CourseFacets,
  type CourseListQuery,
} from './course-list';
import { type CourseSummary } from './course-summary';
import { normaliseSearchText } from './search-text';

/** The filters, sort and page of a catalogue query (the list query without its currency default). */
export type CatalogueQuery = Omit<CourseListQuery, 'currency'> & Partial<CourseListQuery>;

export interface CatalogueResult {
  items: CourseSummary[];
  total: number;
  facets: CourseFacets;
}

const FACET_VALUE: Record<CourseFacet, (course: CourseSummary) => string> = {
  country: (course) => course.country,
  category: (course) => course.category,
  programType: (course) => course.programType,
  deliveryMethod: (course) => course.deliveryMethod,
  level: (course) => course.level,
  field: (course) => course.field,
  format: (course) => course.format,
  language: (course) => course.language,
  budget: (course) => course.tuitionBand,
  duration: (course) => course.durationBand,
};

const DAY_MS = 86_400_000;

/** Relevance of a program that matches every word: title hits weigh most, then institution. */
function relevance(course: PreparedCourse, words: readonly string[]): number {
  let score = 0;
  for (const word of words) {
    if (course.titleText.includes(` ${word}`))
      score += `${course.titleText} `.includes(` ${word} `) ? 5 : 4;
    else if (course.providerText.includes(` ${word}`)) score += 2;
    else score += 1;
  }
  return score;
}

/** The conditions that are not facets: text, tuition range, start date, open deadline, featured. */
function baseTest(catalogue: PreparedCatalogue, query: CatalogueQuery, words: string[], now: Date) {
  const currency = query.currency ?? 'USD';
  const rate = catalogue.rates.usdRates[currency];
  const { tuitionMin, tuitionMax } = query;
  const startFromMs = query.startFrom ? Date.parse(query.startFrom) : undefined;
  // A deadline on today's date has not passed: compare with the start of today (UTC).
  const todayMs = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return (course: PreparedCourse): boolean => {
    for (const word of words) if (!course.text.includes(` ${word}`)) return false;
    if (tuitionMin !== undefined || tuitionMax !== undefined) {
      const amount = Math.round(course.usd * rate);
      if (tuitionMin !== undefined && amount < tuitionMin) return false;
      if (tuitionMax !== undefined && amount > tuitionMax) return false;
    }
    if (startFromMs !== undefined && course.lastStartMs < startFromMs) return false;
    if (query.open && course.deadlineMs < todayMs) return false;
    if (query.featured && !course.summary.featured) return false;
    return true;
  };
}

/** Positions to visit: the presorted order of the sort, or the neutral order. */
function visitOrder(
  catalogue: PreparedCatalogue,
  query: CatalogueQuery,
  now: Date,
): ArrayLike<number> {
  const { sort } = query;
  if (!sort || sort === 'relevance') return catalogue.orders.neutral;
  const order = catalogue.orders[sort];
  if (sort !== 'deadline') return order;
  // Soonest deadline first means the next one to come: passed deadlines go last.
  const { courses } = catalogue;
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (courses[order[middle]!]!.deadlineMs < now.getTime()) low = middle + 1;
    else high = middle;
  }
  return Uint32Array.from([...order.subarray(low), ...order.subarray(0, low)]);
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
  const words = query.q ? normaliseSearchText(query.q).split(' ').filter(Boolean) : [];
  const passesBase = baseTest(catalogue, query, words, now);
  const active = COURSE_FACETS.flatMap((facet) => {
    const values = query[facet];
    return values ? [{ facet, value: FACET_VALUE[facet], values: new Set<string>(values) }] : [];
  });
  const facets = Object.fromEntries(COURSE_FACETS.map((facet) => [facet, {}])) as CourseFacets;
  const count = (facet: CourseFacet, value: string) => {
    const counts = facets[facet]!;
    counts[value] = (counts[value] ?? 0) + 1;
  };

  const byRelevance = words.length > 0 && (!query.sort || query.sort === 'relevance');
  const { page, limit } = query;
  const from = (page - 1) * limit;
  const matches: PreparedCourse[] = [];
  const pageItems: CourseSummary[] = [];
  let total = 0;
  const order = visitOrder(catalogue, query, now);
  for (let position = 0; position < order.length; position += 1) {
    const course = catalogue.courses[order[position]!]!;
    if (!passesBase(course)) continue;
    let failed: (typeof active)[number] | undefined;
    let failures = 0;
    for (const filter of active) {
      if (filter.values.has(filter.value(course.summary))) continue;
      failures += 1;
      failed = filter;
      if (failures > 1) break;
    }
    if (failures > 1) continue;
    if (failed) {
      count(failed.facet, failed.value(course.summary));
      continue;
    }
    for (const facet of COURSE_FACETS) count(facet, FACET_VALUE[facet](course.summary));
    if (byRelevance) matches.push(course);
    else if (total >= from && total < from + limit) pageItems.push(course.summary);
    total += 1;
  }
  if (byRelevance) {
    const scores = new Map(matches.map((course) => [course, relevance(course, words)]));
    matches.sort((a, b) => scores.get(b)! - scores.get(a)! || a.rank - b.rank);
    pageItems.push(...matches.slice(from, from + limit).map((course) => course.summary));
  }
  return { items: pageItems, total, facets };
}
