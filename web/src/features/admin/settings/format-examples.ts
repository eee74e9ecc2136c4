import { type IntlShape } from 'react-intl';
import {
  type DateFormat,
  type TimeFormat,
} from '../../../../../shared/site-settings/site-settings-values';
import { formatSiteDate, formatSiteTime } from '../../../lib/site-date-format';

/** A fixed moment the format choices are shown with: 14 March 2025, 14:30 UTC. */
const SAMPLE = Date.UTC(2025, 2, 14, 14, 30);

/** How `format` writes the sample date, as the site will (in the admin's language). */
export function dateExample(intl: IntlShape, format: DateFormat): string {
  return formatSiteDate(intl, SAMPLE, format, 'UTC');
}

/** How `format` writes the sample time, as the site will. */
export function timeExample(intl: IntlShape, format: TimeFormat): string {
  return formatSiteTime(intl, SAMPLE, format, { timeZone: 'UTC' });
}
