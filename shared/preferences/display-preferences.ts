/**
 * The display preferences every screen follows (spec §3 "Stored preferences" and the display part
 * of "User settings"): what they may hold and their defaults (spec §9: en, system, USD, UTC). The
 * visitor's copy lives in the browser under `userPreferences`; a signed-in user's in the settings
 * document (shared/sync/settings-document.ts, which takes its theme list, time-zone check and
 * defaults from here), which the sync engine feeds into the same state.
 */
export const PREFERENCES_STORAGE_KEY = 'userPreferences';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
/** What a theme choice comes to on screen once `system` is resolved. */
export type ColorScheme = 'light' | 'dark';

export const DEFAULT_THEME: Theme = 'system';
export const DEFAULT_TIME_ZONE = 'UTC';
export const DEFAULT_CURRENCY = 'USD';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * Zones already found valid: each check builds a date format, which takes a phone's main thread
 * a while (the first one most: it loads the date formatting data, on a page that may format no
 * date at all), and screens check the same zone over and over. Only valid zones are kept, so the
 * set is bounded by the runtime's list whatever callers send. UTC, the default, is valid in every
 * runtime (ECMA-402 requires it).
 */
const knownTimeZones = new Set<string>([DEFAULT_TIME_ZONE]);

/** Whether the runtime knows `zone` as an IANA time zone (`UTC` included). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  if (knownTimeZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  knownTimeZones.add(zone);
  return true;
}

/** `system` follows the device (prefers-color-scheme); light and dark are kept as chosen. */
export function resolveColorScheme(theme: Theme, systemPrefersDark: boolean): ColorScheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** The media query behind `system`. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
