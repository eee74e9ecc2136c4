import { configureStore } from '@reduxjs/toolkit';
import { persistPreferences } from './persist-preferences';
import {
  currencyChanged,
  languageChanged,
  preferencesReducer,
  selectCurrency,
} from './preferences-slice';
import { loadPreferences, PREFERENCES_STORAGE_KEY } from './preferences-storage';

/** The browser's localStorage as far as the preferences use it (jest runs in Node). */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
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

describe('the currency preference', () => {
  const realStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: new MemoryStorage(),
    });
  });
  afterAll(() => {
    if (realStorage) Object.defineProperty(globalThis, 'localStorage', realStorage);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('starts in US dollars and saves nothing before the visitor picks one', () => {
    const store = storeFromStorage();
    expect(selectCurrency(store.getState())).toBe('USD');
    expect(saved()).toBeNull();
  });

  it('saves a chosen currency under userPreferences with the other preferences, and a new visit starts in it', () => {
    const store = storeFromStorage();
    store.dispatch(languageChanged('ar'));
    store.dispatch(currencyChanged('EUR'));
    expect(selectCurrency(store.getState())).toBe('EUR');
    expect(saved()).toEqual({ language: 'ar', theme: 'system', currency: 'EUR', timezone: 'UTC' });

    const nextVisit = storeFromStorage();
    expect(selectCurrency(nextVisit.getState())).toBe('EUR');
    expect(nextVisit.getState().preferences.language).toBe('ar');

    nextVisit.dispatch(currencyChanged('TRY'));
    expect(saved()).toMatchObject({ currency: 'TRY', language: 'ar' });
  });

  it('shows prices in US dollars when the saved code is one the catalogue does not know', () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ currency: 'XYZ' }));
    expect(selectCurrency(storeFromStorage().getState())).toBe('USD');
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ currency: 'euro' }));
    expect(selectCurrency(storeFromStorage().getState())).toBe('USD');
  });
});
