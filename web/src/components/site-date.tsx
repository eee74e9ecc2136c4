import { type DateValue, type TimeOptions } from '../lib/site-date-format';
import { useSiteDateFormat } from '../lib/use-site-date-format';

interface SiteDateProps extends TimeOptions {
  value: DateValue;
  /** The time of day too. */
  withTime?: boolean;
}

/**
 * A moment in the site's date (and time) format, in the reader's time zone unless `timeZone`
 * names another; `seconds` for log entries a few seconds apart.
 */
export function SiteDate({ value, withTime = false, ...options }: SiteDateProps) {
  const format = useSiteDateFormat();
  return <>{withTime ? format.dateTime(value, options) : format.date(value, options.timeZone)}</>;
}

/** A moment's time of day on the site's clock. */
export function SiteTime({ value, ...options }: TimeOptions & { value: DateValue }) {
  return <>{useSiteDateFormat().time(value, options)}</>;
}
