import { useIntl } from 'react-intl';
import { CALENDAR_DAY_TIME_ZONE, formatCalendarDayInText } from '../lib/calendar-day-format';
import { useSiteDateFormat } from '../lib/use-site-date-format';

/**
 * A calendar day, the same in every time zone (see lib/calendar-day-format.ts): in the site's
 * date format, or `long` in running text ("rates of 14 March 2025").
 */
export function CalendarDay({
  value,
  dateStyle = 'site',
}: {
  value: string | number | Date;
  dateStyle?: 'site' | 'long';
}) {
  const intl = useIntl();
  const format = useSiteDateFormat();
  return (
    <>
      {dateStyle === 'long'
        ? formatCalendarDayInText(intl, value)
        : format.date(value, CALENDAR_DAY_TIME_ZONE)}
    </>
  );
}
