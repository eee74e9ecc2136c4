import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  formatSiteDate,
  formatSiteDateTime,
  formatSiteTime,
  type DateValue,
  type TimeOptions,
} from './site-date-format';
import { useSiteSettings } from './use-site-settings';

/** Formatters in the site's date and time formats, re-rendering when an admin changes them. */
export function useSiteDateFormat() {
  const intl = useIntl();
  const { dateFormat, timeFormat } = useSiteSettings();
  return useMemo(
    () => ({
      /** A day; `timeZone` for a calendar day stored as midnight UTC. */
      date: (value: DateValue, timeZone?: string) =>
        formatSiteDate(intl, value, dateFormat, timeZone),
      time: (value: DateValue, options?: TimeOptions) =>
        formatSiteTime(intl, value, timeFormat, options),
      dateTime: (value: DateValue, options?: TimeOptions) =>
        formatSiteDateTime(intl, value, { dateFormat, timeFormat }, options),
    }),
    [intl, dateFormat, timeFormat],
  );
}
