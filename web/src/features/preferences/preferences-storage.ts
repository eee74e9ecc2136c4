/**
 * Reads and writes the preferences in localStorage (key `userPreferences`, spec §9). Storage can
 * be missing, full or hold something old or hand-edited: each field is checked on its own, a bad
 * or missing one (e.g. no theme, saved before themes existed) falls back to its default, and
 * failures are logged, never thrown (spec §8 "Preferences").
 */
import { isSupportedLanguage, type LanguageCode } from '../../../../shared/i18n/languages';
import {
  isTheme,
  isTimeZone,
  PREFERENCES_STORAGE_KEY,
} from '../../../../shared/preferences/display-preferences';
import { siteSettings } from '../../data/site-settings';
import { DEFAULT_PREFERENCES, type PreferencesState } from './preferences-slice';

export { PREFERENCES_STORAGE_KEY };

const CURRENCY_CODE = /^[A-Z]{3}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readStoredValue(): unknown {
  try {
    const raw = localStorage.getItem(PREFERENCES_STORAGE_KEY);
    return raw === null ? {} : JSON.parse(raw);
  } catch (error) {
    console.error('[preferences] could not read saved preferences', error);
    return {};
  }
}

/** The browser's language prefix ("fr" for "fr-CA"), when it is one we support. */
function browserLanguage(): LanguageCode | undefined {
  const prefix = navigator.language.split('-')[0]?.toLowerCase();
  return isSupportedLanguage(prefix) ? prefix : undefined;
}

/**
 * The preferences to start with. Language: the saved one if supported, else the browser's
 * language if supported, else the site's default language (spec §4 "Language"; English unless an
 * admin chose another). Currency and time zone: the saved ones, else the site's defaults (spec
 * §9's USD and UTC unless an admin chose others; the browser's zone is not guessed, so every
 * visitor who never chose sees the same dates).
 */
export function loadPreferences(): PreferencesState {
  // Four fields checked by hand: at start, before anything else runs, zod would be the first
  // visit's only reason to load it.
  const stored = readStoredValue();
  const saved = isRecord(stored) ? stored : {};
  const { currency, timezone } = saved;
  const site = siteSettings();
  return {
    language: isSupportedLanguage(saved.language)
      ? saved.language
      : (browserLanguage() ?? site.defaultLanguage),
    theme: isTheme(saved.theme) ? saved.theme : DEFAULT_PREFERENCES.theme,
    currency:
      typeof currency === 'string' && CURRENCY_CODE.test(currency)
        ? currency
        : site.defaultCurrency,
    timezone: isTimeZone(timezone) ? timezone : site.timeZone,
  };
}

/** Whether this browser holds preferences its user chose (only a change is ever saved). */
export function hasChosenPreferences(): boolean {
  try {
    return localStorage.getItem(PREFERENCES_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function savePreferences(preferences: PreferencesState): void {
  try {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
  } catch (error) {
    // The change still applies for this visit; it just will not be remembered.
    console.error('[preferences] could not save preferences', error);
  }
}
