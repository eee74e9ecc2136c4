/**
 * The advisor calendar's views (issue 15 item 6): a day or a week of the advisor's own calendar,
 * as the days shown and the instants the API is asked for. Pure, so it is tested alone.
 */
import { addDays, zonedInstant } from '../../../../../shared/sessions/zoned-time';

export const CALENDAR_VIEWS = ['day', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const DAYS_OF: Record<CalendarView, number> = { day: 1, week: 7 };

export interface CalendarRange {
  days: string[];
  from: string;
  to: string;
}

/** The days of `view` from `first` (YYYY-MM-DD) and their span as instants in `timeZone`. */
export function calendarRange(first: string, view: CalendarView, timeZone: string): CalendarRange {
  const length = DAYS_OF[view];
  return {
    days: Array.from({ length }, (_, index) => addDays(first, index)),
    from: zonedInstant(first, 0, timeZone).toISOString(),
    to: zonedInstant(addDays(first, length), 0, timeZone).toISOString(),
  };
}

/** The first day after stepping `direction` (−1 or 1) views from `first`. */
export function stepRange(first: string, view: CalendarView, direction: -1 | 1): string {
  return addDays(first, direction * DAYS_OF[view]);
}
