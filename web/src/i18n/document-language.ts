import { type LanguageCode, textDirection } from '../../../shared/i18n/languages';

/**
 * Tells the browser, screen readers and CSS which language the page is in: `lang` for
 * pronunciation and fonts, `dir` for the `rtl:` variants and logical properties, and an `rtl`
 * class for styles that need a plain class hook.
 */
export function applyDocumentLanguage(language: LanguageCode): void {
  const root = document.documentElement;
  const direction = textDirection(language);
  root.lang = language;
  root.dir = direction;
  root.classList.toggle('rtl', direction === 'rtl');
}
