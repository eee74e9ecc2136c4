/**
 * Spec §9's times of a notification: relative under a day ('Just now' under 60 s, then minutes,
 * then hours), else the date as 'MMM d, yyyy' in the user's language; and the list's day groups
 * (Today, Yesterday, then the date), counted in the user's time zone.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'minutes'; text: string }
  | { kind: 'hours'; text: string }
  | { kind: 'date'; text: string };

/** How long ago `createdAt` was at `now`, in `locale`; 'Just now' is the caller's message. */
export function relativeTime(
  createdAt: Date,
  now: Date,
  locale: string,
  timeZone: string,
): RelativeTime {
  const elapsed = Math.max(0, now.getTime() - createdAt.getTime());
  if (elapsed < MINUTE_MS) return { kind: 'justNow' };
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (elapsed < HOUR_MS) {
    return { kind: 'minutes', text: relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute') };
  }
  if (elapsed < DAY_MS) {
    return { kind: 'hours', text: relative.format(-Math.floor(elapsed / HOUR_MS), 'hour') };
  }
  return { kind: 'date', text: formatDate(createdAt, locale, timeZone) };
}

function formatDate(date: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** The calendar day of `date` in `timeZone`, as 'yyyy-mm-dd'. */
export function calendarDay(date: Date, timeZone: string): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(date);
}

export type DayGroupLabel =
  { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

export interface DayGroup<T> {
  /** The day, 'yyyy-mm-dd' in the user's time zone. */
  day: string;
  label: DayGroupLabel;
  items: T[];
}

/** The day before 'yyyy-mm-dd'. */
function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Groups `items` (newest first, as the API answers) by their day in `timeZone`, keeping their
 * order: Today, Yesterday, then each earlier date.
 */
export function groupByDay<T extends { createdAt: string }>(
  items: readonly T[],
  now: Date,
  locale: string,
  timeZone: string,
): DayGroup<T>[] {
  const today = calendarDay(now, timeZone);
  const yesterday = previousDay(today);
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const created = new Date(item.createdAt);
    const day = calendarDay(created, timeZone);
    let group = groups.find((candidate) => candidate.day === day);
    if (!group) {
      const label: DayGroupLabel =
        day === today
          ? { kind: 'today' }
          : day === yesterday
            ? { kind: 'yesterday' }
            : { kind: 'date', text: formatDate(created, locale, timeZone) };
      group = { day, label, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
