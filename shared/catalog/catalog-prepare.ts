import { type CourseSummary } from './course-summary';
import { type ExchangeRates } from './exchange-rates';
import { normaliseSearchText } from './search-text';

/** A summary with what queries compare precomputed once per catalogue version. */
export interface PreparedCourse {
  summary: CourseSummary;
  /** ` ` + search text: a word prefix `w` matches where `text.includes(' ' + w)`. */
  text: string;
  /** ` ` + normalised title, for relevance. */
  titleText: string;
  /** ` ` + normalised institution name, for relevance. */
  providerText: string;
  /** Tuition in US dollars at the catalogue's rates: one order for every display currency. */
  usd: number;
  deadlineMs: number;
  /** The latest start date (ms): a program starts on or after a day when this is on or after it. */
  lastStartMs: number;
  /** Position in the neutral order (title, then id): every sort's last tie-break. */
  rank: number;
}

export type PreparedOrder =
  'neutral' | 'tuition_asc' | 'tuition_desc' | 'deadline' | 'duration' | 'newest';

/** A catalogue ready for `queryCatalogue`: courses in the neutral order plus presorted orders. */
export interface PreparedCatalogue {
  courses: readonly PreparedCourse[];
  orders: Readonly<Record<PreparedOrder, Uint32Array>>;
  rates: ExchangeRates;
}

function compareNeutral(a: CourseSummary, b: CourseSummary): number {
  if (a.title !== b.title) return a.title < b.title ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function prepareCourse(summary: CourseSummary, rank: number, rates: ExchangeRates): PreparedCourse {
  return {
    summary,
    text: ` ${summary.searchText}`,
    titleText: ` ${normaliseSearchText(summary.title)}`,
    providerText: ` ${normaliseSearchText(summary.provider.name)}`,
    usd: summary.tuitionFee / rates.usdRates[summary.currency],
    deadlineMs: Date.parse(summary.applicationDeadline),
    lastStartMs: Math.max(-Infinity, ...summary.startDates.map((date) => Date.parse(date))),
    rank,
  };
}

/** Positions sorted by `key` ascending (or descending), ties in the neutral order. */
function orderBy(
  courses: readonly PreparedCourse[],
  key: (course: PreparedCourse) => number,
  direction: 1 | -1 = 1,
): Uint32Array {
  const keys = Float64Array.from(courses, key);
  return Uint32Array.from(courses.keys()).sort(
    (a, b) => (keys[a]! - keys[b]!) * direction || a - b,
  );
}

/**
 * Orders the summaries neutrally and precomputes search texts, dollar amounts and the sort
 * orders, so a query is one pass over the catalogue without sorting (except by relevance).
 */
export function prepareCatalogue(
  summaries: readonly CourseSummary[],
  rates: ExchangeRates,
): PreparedCatalogue {
  const courses = [...summaries]
    .sort(compareNeutral)
    .map((summary, rank) => prepareCourse(summary, rank, rates));
  return {
    courses,
    rates,
    orders: {
      neutral: Uint32Array.from(courses.keys()),
      tuition_asc: orderBy(courses, (course) => course.usd),
      tuition_desc: orderBy(courses, (course) => course.usd, -1),
      deadline: orderBy(courses, (course) => course.deadlineMs),
      duration: orderBy(courses, (course) => course.summary.durationMonths),
      newest: orderBy(courses, (course) => Date.parse(course.summary.createdAt), -1),
    },
  };
}
