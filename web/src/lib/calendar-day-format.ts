import { type IntlShape } from 'react-intl';

/**
 * Calendar days (a program's start dates, application and enrolment deadlines, a filter's start
 * day, the exchange rates' date) are stored as midnight UTC and are days, not moments: shown in
 * the visitor's time zone they would read as the day before anywhere west of Greenwich. So they
 * are always formatted in UTC, which shows the stored day everywhere. Moments (when a page was
 * updated, when a form was sent) follow the chosen time zone, react-intl's default
 * (web/src/i18n/locale-provider.tsx).
 */
export const CALENDAR_DAY_TIME_ZONE = 'UTC';

/**
 * A calendar day written out for running text ("rates of 14 March 2025"); elsewhere days follow
 * the site's date format (formatSiteDate with this zone).
 */
export function formatCalendarDayInText(intl: IntlShape, value: string | number | Date): string {
  return intl.formatDate(value, { dateStyle: 'long', timeZone: CALENDAR_DAY_TIME_ZONE });
}
