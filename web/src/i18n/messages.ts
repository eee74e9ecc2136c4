/**
 * The message catalogues. English is bundled (it is the base and the fallback); every other
 * language is its own chunk, fetched when first chosen.
 */
import { type LanguageCode } from '../../../shared/i18n/languages';
import en from '../../../locales/en.json';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

type TranslatedLanguage = Exclude<LanguageCode, 'en'>;

const loaders: Record<TranslatedLanguage, () => Promise<{ default: Partial<Messages> }>> = {
  tr: () => import('../../../locales/tr.json'),
  es: () => import('../../../locales/es.json'),
  fr: () => import('../../../locales/fr.json'),
  zh: () => import('../../../locales/zh.json'),
  ar: () => import('../../../locales/ar.json'),
};

/** The English catalogue, usable before any other language has loaded. */
export const englishMessages: Messages = en;

/**
 * The catalogue for `language`, with English filling any key the translation lacks (each such
 * key is reported once, so a gap is noticed without breaking the screen).
 */
export async function loadMessages(language: LanguageCode): Promise<Messages> {
  if (language === 'en') return englishMessages;
  const { default: translated } = await loaders[language]();
  const missing = Object.keys(englishMessages).filter((id) => !(id in translated));
  if (missing.length > 0) {
    console.warn(
      `[i18n] ${language} lacks ${missing.length} message(s), English used for:`,
      missing,
    );
  }
  return { ...englishMessages, ...translated };
}
