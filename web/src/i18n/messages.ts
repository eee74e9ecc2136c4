/**
 * The message catalogues. English is bundled (it is the base and the fallback); every other
 * language is its own chunk, fetched when first chosen. The build hands each catalogue over
 * already parsed (tools/build/precompile-messages.ts), so react-intl formats without a parser.
 */
import { type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type LanguageCode } from '../../../shared/i18n/languages';
import en from '../../../locales/en.json';

export type MessageId = keyof typeof en;
/** What TypeScript sees of a locale file is its ICU text; what the build delivers is parsed. */
export type Messages = Record<MessageId, MessageFormatElement[]>;

type TranslatedLanguage = Exclude<LanguageCode, 'en'>;

const loaders: Record<TranslatedLanguage, () => Promise<{ default: object }>> = {
  tr: () => import('../../../locales/tr.json'),
  es: () => import('../../../locales/es.json'),
  fr: () => import('../../../locales/fr.json'),
  zh: () => import('../../../locales/zh.json'),
  ar: () => import('../../../locales/ar.json'),
};

/** The English catalogue, usable before any other language has loaded. */
export const englishMessages = en as unknown as Messages;

/**
 * The catalogue for `language`, with English filling any key the translation lacks (each such
 * key is reported once, so a gap is noticed without breaking the screen).
 */
export async function loadMessages(language: LanguageCode): Promise<Messages> {
  if (language === 'en') return englishMessages;
  const translated = (await loaders[language]()).default as Partial<Messages>;
  const missing = Object.keys(englishMessages).filter((id) => !(id in translated));
  if (missing.length > 0) {
    console.warn(
      `[i18n] ${language} lacks ${missing.length} message(s), English used for:`,
      missing,
    );
  }
  return { ...englishMessages, ...translated };
}
