/**
 * Office hours (spec §9: Monday to Friday, 9:00 to 17:00) in the advisors' time zone, and what a
 * visitor is told about when a human answers, in the visitor's own time zone: a visitor in Cairo
 * at 23:00 on a Friday reads "from Monday at 10:00" when the advisors work in Istanbul.
 */
import { TZDate } from '@date-fns/tz';
import { type LanguageCode } from '../i18n/languages';
import { type AssistantMessage } from './assistant-contract';

export const OFFICE_HOURS = {
  /** ISO weekdays as `Date#getDay` numbers: Monday 1 … Friday 5. */
  weekdays: [1, 2, 3, 4, 5],
  opensHour: 9,
  closesHour: 17,
} as const;

const DAYS_TO_SEARCH = 8;

export type AdvisorAvailability = { open: true } | { open: false; opensAt: Date };

function isWorkday(day: number): boolean {
  return (OFFICE_HOURS.weekdays as readonly number[]).includes(day);
}

/** Whether the advisors are at work at `now`, else when they next start (an instant). */
export function advisorAvailability(now: Date, advisorTimeZone: string): AdvisorAvailability {
  const local = new TZDate(now.getTime(), advisorTimeZone);
  const hour = local.getHours();
  if (
    isWorkday(local.getDay()) &&
    hour >= OFFICE_HOURS.opensHour &&
    hour < OFFICE_HOURS.closesHour
  ) {
    return { open: true };
  }
  for (let ahead = 0; ahead < DAYS_TO_SEARCH; ahead += 1) {
    // Built from the advisors' calendar date, so a DST change in between moves nothing.
    const opening = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + ahead,
      OFFICE_HOURS.opensHour,
      0,
      0,
      advisorTimeZone,
    );
    if (isWorkday(opening.getDay()) && opening.getTime() > now.getTime()) {
      return { open: false, opensAt: new Date(opening.getTime()) };
    }
  }
  throw new Error('No working day within a week');
}

/** What the visitor is told after a hand-off: now, or the next opening in their own zone. */
export function answerExpectation(
  now: Date,
  advisorTimeZone: string,
  visitorTimeZone: string,
  language: LanguageCode,
): AssistantMessage {
  const availability = advisorAvailability(now, advisorTimeZone);
  if (availability.open) return { key: 'assistant.officeHours.open' };
  const { opensAt } = availability;
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: visitorTimeZone,
  }).format(opensAt);
  const time = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: visitorTimeZone,
  }).format(opensAt);
  return { key: 'assistant.officeHours.closed', values: { day, time } };
}
