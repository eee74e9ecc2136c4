/**
 * Locale parity (DESIGN.md decision 7): every key in all six files, every message valid ICU,
 * the same placeholders and tags in every language, and no English left untranslated.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import tr from '../../locales/tr.json';
import zh from '../../locales/zh.json';
import { SUPPORTED_LANGUAGES, type LanguageCode } from './languages';

type Catalogue = Record<string, string>;

const catalogues: Record<LanguageCode, Catalogue> = { en, tr, es, fr, zh, ar };
const english = catalogues.en;
const translated = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');

/** Brand and product names, and an example address, written the same in every language. */
const NAMES = ['StudyAbroad', 'WeChat', 'WhatsApp', 'Telegram', 'you@example.com'];

/** Words spelled the same as in English in that language (checked by a native reader). */
const SAME_AS_ENGLISH: Partial<Record<LanguageCode, readonly string[]>> = {
  tr: ['Blog', 'Diplomat', 'Program: {program}'],
  es: ['Blog', 'Editor', 'Error', 'Legal', 'Marketing', 'Flexible', 'Roles'],
  fr: [
    'Action',
    'Active',
    'Administration',
    'Blog',
    'Consultation',
    'Consultations',
    'Contact',
    'Conversation',
    'CV',
    'Dates',
    'Description',
    'Destinations',
    'Documents',
    'Entrepreneur',
    'FAQ',
    'Flexible',
    'Inactive',
    'Maintenance',
    'Marketing',
    'Maximum',
    'Menu',
    'Message',
    'Messages',
    'Minimum',
    // "version" is French too, and so is its plural.
    '{count, plural, one {# version} other {# versions}}',
    'Module',
    'Newsletter',
    'Notifications',
    'Page',
    'Page {page}',
    'Photo',
    'Programme',
    'Sources',
    'Type',
  ],
};

/** Argument names and tag names used by a message, e.g. `count`, `<link>`. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      placeholders(element.children, found);
    } else if ('value' in element && element.type !== TYPE.literal) {
      found.add(String(element.value));
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return found;
}

const sorted = (set: Set<string>) => [...set].sort();
/** A value with no letters at all (only placeholders, digits and signs) needs no translation. */
const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{[^}]*\}/g, ''));

describe('locales', () => {
  it.each(translated)('%s has exactly the English keys', (language) => {
    const keys = Object.keys(catalogues[language]);
    expect(Object.keys(english).filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !(key in english))).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s messages are valid ICU', (language) => {
    const invalid = Object.entries(catalogues[language]).flatMap(([key, message]) => {
      try {
        parse(message);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it.each(translated)('%s uses the same placeholders and tags as English', (language) => {
    const mismatched = Object.entries(english).flatMap(([key, message]) => {
      const other = catalogues[language][key];
      if (other === undefined) return [];
      const expected = sorted(placeholders(parse(message)));
      const actual = sorted(placeholders(parse(other)));
      return expected.join() === actual.join() ? [] : [`${key}: ${expected} ≠ ${actual}`];
    });
    expect(mismatched).toEqual([]);
  });

  it.each(translated)('%s translates every English text', (language) => {
    const allowed = [...NAMES, ...(SAME_AS_ENGLISH[language] ?? [])];
    const copied = Object.entries(english).filter(
      ([key, message]) =>
        catalogues[language][key] === message && hasWords(message) && !allowed.includes(message),
    );
    expect(copied.map(([key, message]) => `${key}: ${message}`)).toEqual([]);
  });
});
