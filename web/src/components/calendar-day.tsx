import { useIntl } from 'react-intl';
import { type CalendarDayStyle, formatCalendarDay } from '../lib/calendar-day-format';

/** A calendar day, the same in every time zone (see lib/calendar-day-format.ts). */
export function CalendarDay({
  value,
  dateStyle,
}: {
  value: string | number | Date;
  dateStyle: CalendarDayStyle;
}) {
  return <>{formatCalendarDay(useIntl(), value, dateStyle)}</>;
}
