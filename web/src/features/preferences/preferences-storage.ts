/**
 * Reads and writes the preferences in localStorage (key `userPreferences`, spec §9). Storage can
 * be missing, full or hold something old or hand-edited: each field is checked on its own, a bad
 * or missing one (e.g. no theme, saved before themes existed) falls back to its default, and
 * failures are logged, never thrown (spec §8 "Preferences").
 */
import { z } from 'zod/mini';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type LanguageCode,
} from '../../../../shared/i18n/languages';
import {
  isTimeZone,
  PREFERENCES_STORAGE_KEY,
  THEMES,
} from '../../../../shared/preferences/display-preferences';
import { DEFAULT_PREFERENCES, type PreferencesState } from './preferences-slice';

export { PREFERENCES_STORAGE_KEY };

// zod/mini keeps the validator small enough for the entry bundle.
const storedPreferencesSchema = z.object({
  language: z.catch(z.optional(z.string()), undefined),
  theme: z.catch(z.enum(THEMES), DEFAULT_PREFERENCES.theme),
  currency: z.catch(z.string().check(z.regex(/^[A-Z]{3}$/)), DEFAULT_PREFERENCES.currency),
  timezone: z.catch(
    z.string().check(z.refine((zone) => isTimeZone(zone))),
    DEFAULT_PREFERENCES.timezone,
  ),
});

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
 * language if supported, else English (spec §4 "Language"). Time zone: the saved one, else UTC
 * (spec §9's default; the browser's zone is not guessed, so every visitor who never chose sees
 * the same dates).
 */
export function loadPreferences(): PreferencesState {
  const parsed = storedPreferencesSchema.safeParse(readStoredValue());
  if (!parsed.success) {
    return { ...DEFAULT_PREFERENCES, language: browserLanguage() ?? DEFAULT_LANGUAGE };
  }
  const { language, ...rest } = parsed.data;
  const startLanguage = isSupportedLanguage(language)
    ? language
    : (browserLanguage() ?? DEFAULT_LANGUAGE);
  return { language: startLanguage, ...rest };
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
