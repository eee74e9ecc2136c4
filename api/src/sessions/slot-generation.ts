/**
 * The bookable starts of one session type with one advisor (issue 15 item 1): the advisor's
 * weekly hours, read as wall-clock times of their own zone on each calendar date (so a DST change
 * moves nothing the advisor sees), less days off, less starts within the minimum notice, less
 * any start whose time with its buffers overlaps a booking's time with its buffers. Pure: the
 * caller passes the clock and the bookings.
 */
import {
  type AvailabilityException,
  SLOT_STEP_MINUTES,
  type SessionType,
  type WeeklyWindow,
} from '../../../shared/sessions/advisor-schedule';
import { type Slot } from '../../../shared/sessions/session-booking';
import {
  addDays,
  localDateOf,
  minutesOfClock,
  weekdayOf,
  zonedInstant,
} from '../../../shared/sessions/zoned-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A stretch of an advisor's time, in epoch milliseconds, end excluded. */
export interface Interval {
  start: number;
  end: number;
}

export interface SlotRequest {
  timeZone: string;
  weekly: readonly WeeklyWindow[];
  exceptions: readonly AvailabilityException[];
  type: SessionType;
  /** Starts offered are in [from, to). */
  from: Date;
  to: Date;
  now: Date;
  /** What the advisor's bookings occupy, buffers included. */
  busy: readonly Interval[];
}

/** The advisor's time a session starting at `start` holds: the session and its buffers. */
export function occupiedBy(start: number, type: SessionType): Interval {
  return {
    start: start - type.bufferBeforeMinutes * MINUTE_MS,
    end: start + (type.durationMinutes + type.bufferAfterMinutes) * MINUTE_MS,
  };
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

function isDayOff(date: string, exceptions: readonly AvailabilityException[]): boolean {
  return exceptions.some(({ startDate, endDate }) => date >= startDate && date <= endDate);
}

/** The advisor's hours on each calendar date around the range, as instants. */
function windowsAround(request: SlotRequest): Interval[] {
  const { timeZone, weekly, exceptions, from, to } = request;
  const windows: Interval[] = [];
  // A day either side: a date's hours can fall on the neighbouring UTC day.
  const last = addDays(localDateOf(to, timeZone), 1);
  for (let date = addDays(localDateOf(from, timeZone), -1); date <= last; date = addDays(date, 1)) {
    if (isDayOff(date, exceptions)) continue;
    for (const window of weekly) {
      if (window.weekday !== weekdayOf(date)) continue;
      windows.push({
        start: zonedInstant(date, minutesOfClock(window.start), timeZone).getTime(),
        end: zonedInstant(date, minutesOfClock(window.end), timeZone).getTime(),
      });
    }
  }
  return windows;
}

export function generateSlots(request: SlotRequest): Slot[] {
  const { type, from, to, now, busy } = request;
  const durationMs = type.durationMinutes * MINUTE_MS;
  const earliest = Math.max(from.getTime(), now.getTime() + type.minimumNoticeHours * HOUR_MS);
  const starts = new Set<number>();
  for (const window of windowsAround(request)) {
    // Stepped in real minutes, so a window across a DST change is as long as it really is.
    for (
      let start = window.start;
      start + durationMs <= window.end;
      start += SLOT_STEP_MINUTES * MINUTE_MS
    ) {
      if (start < earliest || start >= to.getTime()) continue;
      const held = occupiedBy(start, type);
      if (busy.some((interval) => overlaps(held, interval))) continue;
      starts.add(start);
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({
      start: new Date(start).toISOString(),
      end: new Date(start + durationMs).toISOString(),
    }));
}
