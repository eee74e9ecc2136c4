/**
 * The site's house style for dates and times (site settings "date format" and "time format",
 * issue 13 item 8). The style decides the order of day, month and year, their separators and the
 * clock (24 or 12 hours); the words and digits come from the reader's language and the moment is
 * shown in their time zone (or the zone a call names: UTC for calendar days). Chinese and Arabic
 * write month names in their own grammar (年/月/日; right to left), so a style with a month name
 * keeps their order; the numeric styles apply in every language.
 */
import { type IntlShape } from 'react-intl';
import {
  type DateFormat,
  type SiteSettings,
  type TimeFormat,
} from '../../../shared/site-settings/site-settings-values';

export type SiteDateStyle = Pick<SiteSettings, 'dateFormat' | 'timeFormat'>;

/** What react-intl formats: a Date, an epoch in ms, or an ISO string. */
export type DateValue = string | number | Date;
type DatePartName = 'day' | 'month' | 'year';

interface Arrangement {
  order: readonly DatePartName[];
  /** What goes after each part but the last. */
  separators: readonly [string, string];
}

const ARRANGEMENTS: Record<DateFormat, Arrangement> = {
  'MMM d, yyyy': { order: ['month', 'day', 'year'], separators: [' ', ', '] },
  'd MMM yyyy': { order: ['day', 'month', 'year'], separators: [' ', ' '] },
  'dd/MM/yyyy': { order: ['day', 'month', 'year'], separators: ['/', '/'] },
  'MM/dd/yyyy': { order: ['month', 'day', 'year'], separators: ['/', '/'] },
  'yyyy-MM-dd': { order: ['year', 'month', 'day'], separators: ['-', '-'] },
};

const NAMED_MONTH_FORMATS = new Set<DateFormat>(['MMM d, yyyy', 'd MMM yyyy']);
/** Languages whose own order is kept for a month written as a word (see above). */
const OWN_ORDER_FOR_MONTH_NAMES = new Set(['zh', 'ar']);
/** Keeps an Arabic numeric date's parts in their order inside right-to-left text, as Intl does. */
const RIGHT_TO_LEFT_MARK = '\u200F';

const language = (intl: IntlShape) => intl.locale.split('-')[0] ?? intl.locale;

/** `value`'s day in the site's date format. */
export function formatSiteDate(
  intl: IntlShape,
  value: DateValue,
  format: DateFormat,
  timeZone?: string,
): string {
  const named = NAMED_MONTH_FORMATS.has(format);
  const options = {
    year: 'numeric',
    month: named ? 'short' : '2-digit',
    day: named ? 'numeric' : '2-digit',
    ...(timeZone ? { timeZone } : {}),
  } as const;
  if (named && OWN_ORDER_FOR_MONTH_NAMES.has(language(intl))) {
    return intl.formatDate(value, options);
  }
  const parts = intl.formatDateToParts(value, options);
  const part = (name: DatePartName) => parts.find((candidate) => candidate.type === name)?.value;
  const { order, separators } = ARRANGEMENTS[format];
  const mark = !named && language(intl) === 'ar' ? RIGHT_TO_LEFT_MARK : '';
  return order
    .map((name, index) => `${part(name) ?? ''}${index < 2 ? mark + separators[index] : ''}`)
    .join('');
}

/** `seconds` for times a few seconds apart; `timeZone` when not the reader's. */
export interface TimeOptions {
  seconds?: boolean;
  timeZone?: string;
}

/** `value`'s time of day on the site's clock. */
export function formatSiteTime(
  intl: IntlShape,
  value: DateValue,
  format: TimeFormat,
  { seconds = false, timeZone }: TimeOptions = {},
): string {
  return intl.formatTime(value, {
    hour: format === 'HH:mm' ? '2-digit' : 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: format === 'HH:mm' ? 'h23' : 'h12',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** `value` as a day and a time, joined the way the reader's language joins them. */
export function formatSiteDateTime(
  intl: IntlShape,
  value: DateValue,
  style: SiteDateStyle,
  options: TimeOptions = {},
): string {
  return intl.formatMessage(
    { id: 'common.dateAndTime' },
    {
      date: formatSiteDate(intl, value, style.dateFormat, options.timeZone),
      time: formatSiteTime(intl, value, style.timeFormat, options),
    },
  );
}
