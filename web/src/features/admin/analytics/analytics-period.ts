import {
  type AnalyticsPeriod,
  analyticsPeriodSchema,
} from '../../../../../shared/analytics/analytics-report';

const DAY_MS = 86_400_000;
export const PERIOD_PRESETS = [7, 30, 90] as const;
const DEFAULT_DAYS = 30;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now = Date.now()): AnalyticsPeriod {
  return { from: utcDay(now - (days - 1) * DAY_MS), to: utcDay(now) };
}

/** The period in the URL (`?from=&to=`), the last 30 days when absent; undefined when invalid. */
export function periodFromUrl(params: URLSearchParams): AnalyticsPeriod | undefined {
  const from = params.get('from');
  const to = params.get('to');
  if (from === null && to === null) return lastDays(DEFAULT_DAYS);
  const parsed = analyticsPeriodSchema.safeParse({ from, to });
  return parsed.success ? parsed.data : undefined;
}
