/**
 * Calendar arithmetic in an IANA time zone, for availability kept as wall-clock hours in the
 * advisor's zone (issue 15 item 1). Offsets come from @date-fns/tz (the runtime's tz database
 * through Intl); a date is a `YYYY-MM-DD` string and a time of day is minutes after midnight.
 */
import { tzOffset } from '@date-fns/tz';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** `YYYY-MM-DD` of the calendar date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 (Sunday) … 6 (Saturday), as `Date#getDay`. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The calendar date of `at` in `timeZone`. */
export function localDateOf(at: Date, timeZone: string): string {
  const offsetMinutes = tzOffset(timeZone, at);
  return new Date(at.getTime() + offsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

/** Minutes after local midnight of `at` in `timeZone`. */
export function localMinutesOf(at: Date, timeZone: string): number {
  const shifted = new Date(at.getTime() + tzOffset(timeZone, at) * MINUTE_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/**
 * The instant the clocks of `timeZone` show `minutes` after midnight of `date` (`minutes` may
 * reach 1440, the next midnight). A wall time skipped by a DST change (02:30 on a spring-forward
 * night in New York) moves forward by the change, as the clocks do; a wall time shown twice
 * (01:30 on a fall-back night) is its first showing.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  // The offsets a day either side: a zone changes its offset at most once in between.
  const offsets = [
    tzOffset(timeZone, new Date(wall - DAY_MS)),
    tzOffset(timeZone, new Date(wall + DAY_MS)),
  ];
  const candidates = offsets.map((offset) => wall - offset * MINUTE_MS);
  const consistent = candidates.filter(
    (instant, index) => tzOffset(timeZone, new Date(instant)) === offsets[index],
  );
  // Shown twice (fall back): the first showing. Never shown (spring forward): moved forward.
  const instant = consistent.length > 0 ? Math.min(...consistent) : Math.max(...candidates);
  return new Date(instant);
}

/** `HH:mm` → minutes after midnight (`24:00` is 1440). */
export function minutesOfClock(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Minutes after midnight → `HH:mm`. */
export function clockOfMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
