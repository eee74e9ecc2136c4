import {
  type DateFormat,
  type TimeFormat,
} from '../../../../../shared/site-settings/site-settings-values';

/** A fixed moment the format choices are shown with: 14 March 2025, 14:30 UTC. */
const SAMPLE = new Date(Date.UTC(2025, 2, 14, 14, 30));

const pad = (value: number) => String(value).padStart(2, '0');

/** How `format` writes the sample date, the month name in the admin's language. */
export function dateExample(format: DateFormat, locale: string): string {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(SAMPLE);
  const [year, monthNumber, day] = [
    SAMPLE.getUTCFullYear(),
    SAMPLE.getUTCMonth() + 1,
    SAMPLE.getUTCDate(),
  ];
  const examples: Record<DateFormat, string> = {
    'MMM d, yyyy': `${month} ${day}, ${year}`,
    'd MMM yyyy': `${day} ${month} ${year}`,
    'dd/MM/yyyy': `${pad(day)}/${pad(monthNumber)}/${year}`,
    'MM/dd/yyyy': `${pad(monthNumber)}/${pad(day)}/${year}`,
    'yyyy-MM-dd': `${year}-${pad(monthNumber)}-${pad(day)}`,
  };
  return examples[format];
}

/** How `format` writes the sample time, the day period in the admin's language. */
export function timeExample(format: TimeFormat, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: format === 'HH:mm' ? '2-digit' : 'numeric',
    minute: '2-digit',
    hour12: format !== 'HH:mm',
    timeZone: 'UTC',
  }).format(SAMPLE);
}
