import { configureStore } from '@reduxjs/toolkit';
import { persistPreferences } from './persist-preferences';
import {
  preferencesReducer,
  preferencesReplaced,
  selectTheme,
  selectTimeZone,
  themeChanged,
  timeZoneChanged,
} from './preferences-slice';
import { loadPreferences, PREFERENCES_STORAGE_KEY } from './preferences-storage';

/** The browser's localStorage as far as the preferences use it (jest runs in Node). */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function storeFromStorage() {
  const store = configureStore({
    reducer: { preferences: preferencesReducer },
    preloadedState: { preferences: loadPreferences() },
  });
  persistPreferences(store);
  return store;
}

const saved = () => JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null') as unknown;
const store = (value: unknown) =>
  localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(value));

describe('the theme and time zone preferences', () => {
  const realStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: memoryStorage(),
    });
  });
  afterAll(() => {
    if (realStorage) Object.defineProperty(globalThis, 'localStorage', realStorage);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('reads preferences saved before themes and time zones as system and UTC, keeping the rest', () => {
    store({ language: 'ar', currency: 'EUR' });
    expect(loadPreferences()).toEqual({
      language: 'ar',
      theme: 'system',
      currency: 'EUR',
      timezone: 'UTC',
    });
  });

  it('keeps a saved theme and IANA zone, and drops an unknown theme or zone to its default alone', () => {
    store({ language: 'tr', theme: 'dark', currency: 'TRY', timezone: 'Europe/Istanbul' });
    expect(loadPreferences()).toEqual({
      language: 'tr',
      theme: 'dark',
      currency: 'TRY',
      timezone: 'Europe/Istanbul',
    });
    store({ language: 'tr', theme: 'sepia', currency: 'TRY', timezone: 'Europe/Atlantis' });
    expect(loadPreferences()).toEqual({
      language: 'tr',
      theme: 'system',
      currency: 'TRY',
      timezone: 'UTC',
    });
  });

  it('saves a chosen theme and zone with the other preferences, and a new visit starts in them', () => {
    const first = storeFromStorage();
    first.dispatch(themeChanged('dark'));
    first.dispatch(timeZoneChanged('Asia/Shanghai'));
    expect(saved()).toEqual({
      language: 'en',
      theme: 'dark',
      currency: 'USD',
      timezone: 'Asia/Shanghai',
    });
    const next = storeFromStorage();
    expect(selectTheme(next.getState())).toBe('dark');
    expect(selectTimeZone(next.getState())).toBe('Asia/Shanghai');
  });

  it('ignores a zone the runtime does not know', () => {
    const preferences = storeFromStorage();
    preferences.dispatch(timeZoneChanged('Moon/Tranquility'));
    expect(selectTimeZone(preferences.getState())).toBe('UTC');
    expect(saved()).toBeNull();
  });

  it('replaces all four at once, as synced settings arrive, and saves them', () => {
    const preferences = storeFromStorage();
    preferences.dispatch(
      preferencesReplaced({
        language: 'fr',
        theme: 'light',
        currency: 'CHF',
        timezone: 'Europe/Paris',
      }),
    );
    expect(preferences.getState().preferences).toEqual({
      language: 'fr',
      theme: 'light',
      currency: 'CHF',
      timezone: 'Europe/Paris',
    });
    expect(saved()).toEqual(preferences.getState().preferences);
  });
});
