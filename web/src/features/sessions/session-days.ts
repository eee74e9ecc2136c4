/**
 * The days a student picks from and the instants bounding them, in the student's own time zone
 * (their settings), so "Tuesday" is their Tuesday wherever the advisor sits.
 */
import { addDays, localDateOf, zonedInstant } from '../../../../shared/sessions/zoned-time';

/** How many days one page of the day picker shows, and how far ahead bookings can be looked for. */
export const DAYS_PER_PAGE = 7;
export const MAX_DAY_PAGES = 8;

/** The `count` calendar days from `first` (`YYYY-MM-DD`). */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

export function todayIn(timeZone: string, now = new Date()): string {
  return localDateOf(now, timeZone);
}

/** The instants a day of `timeZone` starts and ends at (23 or 25 hours apart on a DST day). */
export function dayBounds(day: string, timeZone: string): { from: string; to: string } {
  return {
    from: zonedInstant(day, 0, timeZone).toISOString(),
    to: zonedInstant(day, 24 * 60, timeZone).toISOString(),
  };
}

/** A calendar day as an instant whose UTC date is that day, for formatting with `timeZone: 'UTC'`. */
export const dayValue = (day: string) => `${day}T12:00:00Z`;
