/**
 * Which programmes to recommend to a student, and why (issue 15 item 4). The signals are their
 * study preferences (desired programme types and countries, preferred start date) and what they
 * shortlisted (favourites and applications: fields of study and the usual tuition band, which
 * stands for their budget); each candidate scores the signals it meets, and the reasons it met
 * are what the "why" line says. Pure, so the browser ranks the saved catalogue offline with the
 * same rule the tests pin down.
 */
import { type Category, type TuitionBand } from './course-enums';
import { type CourseListItem } from './course-list';
import { type Field } from './fields';
import { type PROGRAM_TYPES } from '../leads/consultation';

type DesiredProgram = (typeof PROGRAM_TYPES)[number];

/** The catalogue categories each desired programme type (the consultation form's list) means. */
const CATEGORIES_OF: Record<DesiredProgram, readonly Category[]> = {
  bachelor: ['undergraduate'],
  master: ['masters', 'graduate'],
  phd: ['phd'],
  certificate: ['certificate'],
  language: ['language_courses'],
  other: [],
};

/** How much each met signal weighs: what they want to study first, then where. */
export const REASON_WEIGHTS = {
  category: 4,
  country: 3,
  field: 2,
  budget: 1,
  start: 1,
} as const;

export type RecommendationReason =
  | { kind: 'category'; category: Category }
  | { kind: 'country'; country: string }
  | { kind: 'field'; field: Field }
  | { kind: 'budget'; band: TuitionBand }
  | { kind: 'start'; after: string };

export interface RecommendationSignals {
  categories: Category[];
  countries: string[];
  fields: Field[];
  /** The tuition band most of the shortlist sits in; null without a shortlist. */
  band: TuitionBand | null;
  /** The preferred start date (YYYY-MM-DD); '' when not given. */
  startAfter: string;
}

export interface RecommendationProfile {
  desiredPrograms: readonly DesiredProgram[];
  desiredCountries: readonly string[];
  preferredStartDate: string;
}

type Shortlisted = Pick<CourseListItem, 'country' | 'category' | 'field' | 'tuitionBand'>;

export interface RankedProgram {
  course: CourseListItem;
  score: number;
  reasons: RecommendationReason[];
}

const distinct = <T>(values: readonly T[]) => [...new Set(values)];

/**
 * The signals: the preferences where given, else what the shortlist shows (its countries and
 * categories); fields and budget always come from the shortlist.
 */
export function recommendationSignals(
  profile: RecommendationProfile | undefined,
  shortlisted: readonly Shortlisted[],
): RecommendationSignals {
  const desired = distinct((profile?.desiredPrograms ?? []).flatMap((p) => CATEGORIES_OF[p]));
  return {
    categories: desired.length ? desired : distinct(shortlisted.map((course) => course.category)),
    countries: profile?.desiredCountries.length
      ? distinct(profile.desiredCountries)
      : distinct(shortlisted.map((course) => course.country)),
    fields: distinct(shortlisted.map((course) => course.field)),
    band: mostCommon(shortlisted.map((course) => course.tuitionBand)),
    startAfter: profile?.preferredStartDate ?? '',
  };
}

/**
 * Whether there is anything to look for: a programme type, a country or a field. A preferred
 * start date alone only orders what those find.
 */
export function hasSignals(signals: RecommendationSignals): boolean {
  return signals.categories.length > 0 || signals.countries.length > 0 || signals.fields.length > 0;
}

/**
 * The candidates that meet at least one signal, best first (score, then the nearer deadline,
 * then the id, so equal scores keep one order), leaving out `excluded` ids (the shortlist) and
 * programmes whose deadline has passed at `now`; at most `limit`.
 */
export function rankRecommendations(
  candidates: readonly CourseListItem[],
  signals: RecommendationSignals,
  options: { excluded: ReadonlySet<string>; now: Date; limit: number },
): RankedProgram[] {
  const seen = new Set<string>();
  const ranked: RankedProgram[] = [];
  for (const course of candidates) {
    if (seen.has(course.id) || options.excluded.has(course.id)) continue;
    seen.add(course.id);
    if (Date.parse(course.applicationDeadline) < options.now.getTime()) continue;
    const reasons = reasonsFor(course, signals);
    // The budget alone says nothing about what they want to study: never the only reason.
    if (reasons.every((reason) => reason.kind === 'budget')) continue;
    const score = reasons.reduce((sum, reason) => sum + REASON_WEIGHTS[reason.kind], 0);
    ranked.push({ course, score, reasons });
  }
  return ranked
    .sort(
      (a, b) =>
        b.score - a.score ||
        Date.parse(a.course.applicationDeadline) - Date.parse(b.course.applicationDeadline) ||
        (a.course.id < b.course.id ? -1 : a.course.id > b.course.id ? 1 : 0),
    )
    .slice(0, options.limit);
}

/** The signals `course` meets, in the order of their weights. */
function reasonsFor(course: CourseListItem, signals: RecommendationSignals) {
  const reasons: RecommendationReason[] = [];
  if (signals.categories.includes(course.category)) {
    reasons.push({ kind: 'category', category: course.category });
  }
  if (signals.countries.includes(course.country)) {
    reasons.push({ kind: 'country', country: course.country });
  }
  if (signals.fields.includes(course.field)) reasons.push({ kind: 'field', field: course.field });
  if (signals.band && course.tuitionBand === signals.band) {
    reasons.push({ kind: 'budget', band: signals.band });
  }
  // Start dates are instants; the preferred date is a calendar day: compare the days.
  if (
    signals.startAfter &&
    course.startDates.some((start) => start.slice(0, 10) >= signals.startAfter)
  ) {
    reasons.push({ kind: 'start', after: signals.startAfter });
  }
  return reasons;
}

/** The value seen most often (the first of equals); null for none. */
function mostCommon<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  let best: T | null = null;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (best === null || count > (counts.get(best) ?? 0)) best = value;
  }
  return best;
}
