import { createIntl } from 'react-intl';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import zh from '../../../locales/zh.json';
import { formatSiteDate, formatSiteDateTime, formatSiteTime } from './site-date-format';

const timeZone = 'Europe/Istanbul';
const intlIn = {
  en: createIntl({ locale: 'en', messages: en, timeZone }),
  fr: createIntl({ locale: 'fr', messages: fr, timeZone }),
  zh: createIntl({ locale: 'zh', messages: zh, timeZone }),
  ar: createIntl({ locale: 'ar', messages: ar, timeZone }),
};
/** 14 March 2025, 23:30 UTC: already the 15th, at 02:30, in Istanbul. */
const MOMENT = Date.UTC(2025, 2, 14, 23, 30, 5);

describe('formatSiteDate', () => {
  it('puts day, month and year in the chosen order, in the reader’s time zone', () => {
    expect(formatSiteDate(intlIn.en, MOMENT, 'MMM d, yyyy')).toBe('Mar 15, 2025');
    expect(formatSiteDate(intlIn.en, MOMENT, 'd MMM yyyy')).toBe('15 Mar 2025');
    expect(formatSiteDate(intlIn.en, MOMENT, 'dd/MM/yyyy')).toBe('15/03/2025');
    expect(formatSiteDate(intlIn.en, MOMENT, 'MM/dd/yyyy')).toBe('03/15/2025');
    expect(formatSiteDate(intlIn.en, MOMENT, 'yyyy-MM-dd')).toBe('2025-03-15');
  });

  it('shows a calendar day in the zone it is stored in', () => {
    expect(formatSiteDate(intlIn.en, MOMENT, 'yyyy-MM-dd', 'UTC')).toBe('2025-03-14');
  });

  it('takes the month’s name from the reader’s language', () => {
    expect(formatSiteDate(intlIn.fr, MOMENT, 'd MMM yyyy')).toBe('15 mars 2025');
    expect(formatSiteDate(intlIn.fr, MOMENT, 'dd/MM/yyyy')).toBe('15/03/2025');
  });

  it('keeps the Chinese and Arabic order for a month name, and applies numeric styles to them', () => {
    expect(formatSiteDate(intlIn.zh, MOMENT, 'MMM d, yyyy')).toBe(
      intlIn.zh.formatDate(MOMENT, { year: 'numeric', month: 'short', day: 'numeric' }),
    );
    expect(formatSiteDate(intlIn.zh, MOMENT, 'yyyy-MM-dd')).toBe('2025-03-15');
    const arabic = formatSiteDate(intlIn.ar, MOMENT, 'dd/MM/yyyy');
    // Right-to-left marks keep the parts in order; the digits are the language's own.
    expect(arabic.replaceAll('\u200F', '')).toMatch(/^(15|١٥)\/(03|٠٣)\/(2025|٢٠٢٥)$/);
    expect(arabic.split('\u200F')).toHaveLength(3);
  });
});

describe('formatSiteTime', () => {
  it('follows the 24- or 12-hour clock whatever the language’s habit', () => {
    expect(formatSiteTime(intlIn.en, MOMENT, 'HH:mm')).toBe('02:30');
    expect(formatSiteTime(intlIn.en, MOMENT, 'h:mm a')).toBe('2:30 AM');
    expect(formatSiteTime(intlIn.fr, MOMENT, 'HH:mm')).toBe('02:30');
    expect(formatSiteTime(intlIn.en, MOMENT, 'HH:mm', { seconds: true })).toBe('02:30:05');
  });
});

describe('formatSiteDateTime', () => {
  it('joins the day and the time as the language does', () => {
    const style = { dateFormat: 'd MMM yyyy', timeFormat: 'HH:mm' } as const;
    expect(formatSiteDateTime(intlIn.en, MOMENT, style)).toBe('15 Mar 2025, 02:30');
    expect(formatSiteDateTime(intlIn.fr, MOMENT, style)).toBe('15 mars 2025 à 02:30');
  });
});
