import { FormattedMessage, useIntl } from 'react-intl';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';

/** Any Monday and Friday; only their weekday names are used. */
const MONDAY = new Date(Date.UTC(2024, 0, 1));
const FRIDAY = new Date(Date.UTC(2024, 0, 5));
const OPENS = new Date(Date.UTC(2024, 0, 1, 9));
const CLOSES = new Date(Date.UTC(2024, 0, 1, 17));

/** Office hours (spec §9: Monday to Friday 9:00 to 17:00), with day names and times per language. */
export function OfficeHours() {
  const intl = useIntl();
  const format = useSiteDateFormat();
  // The office's own hours as written, not moments: read in UTC so no visitor's zone shifts them.
  const day = (date: Date) => intl.formatDate(date, { weekday: 'long', timeZone: 'UTC' });
  const time = (date: Date) => format.time(date, { timeZone: 'UTC' });
  return (
    <div>
      <h3 className="font-medium text-slate-900 dark:text-slate-100">
        <FormattedMessage id="contact.hours.title" />
      </h3>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        <FormattedMessage
          id="contact.hours.value"
          values={{ from: day(MONDAY), to: day(FRIDAY), opens: time(OPENS), closes: time(CLOSES) }}
        />
      </p>
    </div>
  );
}
