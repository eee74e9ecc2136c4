import { z } from 'zod';
import { type FunnelStep } from './analytics-events';

/** The daily counters the server keeps (DESIGN.md decision 10: pre-aggregated by day). */
export const ANALYTICS_METRICS = [
  'visits',
  'pageViews',
  'searches',
  'zeroResultSearches',
  'programmeViews',
  'favourites',
  'leads',
  /** Keyed by search words. */
  'searchQueries',
  'zeroResultQueries',
  /** Keyed by course id / country code / lead kind / funnel step. */
  'programmes',
  'countries',
  'leadKinds',
  'funnel',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** The daily totals charted per day. */
export const DAILY_TOTALS = [
  'visits',
  'pageViews',
  'searches',
  'zeroResultSearches',
  'programmeViews',
  'favourites',
  'leads',
] as const satisfies readonly AnalyticsMetric[];
export type DailyTotal = (typeof DAILY_TOTALS)[number];

/** The longest period one report covers. */
export const ANALYTICS_MAX_DAYS = 366;
/** Rows of each "top" list. */
export const ANALYTICS_TOP_COUNT = 10;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid format');
const dayMs = (value: string) => Date.parse(`${value}T00:00:00Z`);

/** A period of UTC days, inclusive, at most ANALYTICS_MAX_DAYS long. */
export const analyticsPeriodSchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => !Number.isNaN(dayMs(from)) && !Number.isNaN(dayMs(to)), {
    message: 'Invalid format',
    path: ['from'],
  })
  .refine(({ from, to }) => from <= to, { message: 'Invalid format', path: ['to'] })
  .refine(({ from, to }) => (dayMs(to) - dayMs(from)) / 86_400_000 < ANALYTICS_MAX_DAYS, {
    message: 'Invalid format',
    path: ['to'],
  });
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;

/** The UTC days of a period, in order. */
export function daysOfPeriod({ from, to }: AnalyticsPeriod): string[] {
  const days: string[] = [];
  for (let at = dayMs(from); at <= dayMs(to); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

export interface KeyedCount {
  key: string;
  count: number;
}

export interface ProgrammeCount extends KeyedCount {
  /** The programme's title when it is still in the catalogue. */
  title: string | null;
}

export type DailyFigures = { day: string } & Record<DailyTotal, number>;

export interface AnalyticsReport {
  from: string;
  to: string;
  days: DailyFigures[];
  totals: Record<DailyTotal, number>;
  topQueries: KeyedCount[];
  zeroResultQueries: KeyedCount[];
  topProgrammes: ProgrammeCount[];
  topCountries: KeyedCount[];
  leadKinds: KeyedCount[];
  funnel: Record<FunnelStep, number>;
}
