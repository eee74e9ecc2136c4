import { TZDate } from '@date-fns/tz';
import {
  NEW_STUDENTS_WEEK_DAYS,
  SUPPORT_RESPONSE_TARGET_MS,
} from '../../../shared/admin/admin-dashboard';

/** The moments the dashboard counts from, as UTC ISO texts (they go into the lists' addresses). */
export interface DashboardMoments {
  now: string;
  /** Midnight starting today in the admin's zone. */
  todayStart: string;
  /** Midnight starting the first of the last seven days (today included) in the admin's zone. */
  weekStart: string;
  /** A lead that arrived before this is older than the 24-hour support target. */
  overdueBefore: string;
}

/** Midnight `daysBack` days before the day of `now` in `timeZone` (daylight-saving safe). */
function localMidnight(now: Date, timeZone: string, daysBack: number): Date {
  const local = new TZDate(now.getTime(), timeZone);
  local.setDate(local.getDate() - daysBack);
  local.setHours(0, 0, 0, 0);
  return new Date(local.getTime());
}

export function dashboardMoments(now: Date, timeZone: string): DashboardMoments {
  return {
    now: now.toISOString(),
    todayStart: localMidnight(now, timeZone, 0).toISOString(),
    weekStart: localMidnight(now, timeZone, NEW_STUDENTS_WEEK_DAYS - 1).toISOString(),
    overdueBefore: new Date(now.getTime() - SUPPORT_RESPONSE_TARGET_MS).toISOString(),
  };
}
