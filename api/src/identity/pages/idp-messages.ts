import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import es from '../../../../locales/es.json';
import fr from '../../../../locales/fr.json';
import tr from '../../../../locales/tr.json';
import zh from '../../../../locales/zh.json';
import { isSupportedLanguage, type LanguageCode } from '../../../../shared/i18n/languages';

type Messages = Record<string, string>;
const CATALOGUES: Record<LanguageCode, Messages> = { en, tr, es, fr, zh, ar };

/** The first supported language of `ui_locales` (space-separated, most preferred first). */
export function pickLanguage(uiLocales: unknown): LanguageCode {
  const tags = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  for (const tag of tags) {
    const prefix = tag.toLowerCase().split('-')[0] ?? '';
    if (isSupportedLanguage(prefix)) return prefix;
  }
  return 'en';
}

/** Looks a key up in the language's catalogue, falling back to English, then the key. */
export function translator(
  language: LanguageCode,
): (key: string, values?: Record<string, string | number>) => string {
  return (key, values = {}) => {
    const template = CATALOGUES[language][key] ?? CATALOGUES.en[key] ?? key;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
