/**
 * The visitor's display preferences (spec §3 "Stored preferences"). They live in Redux so every
 * screen reacts to a change, and are saved to the browser by `persistPreferences`.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isCurrency, type Currency } from '../../../../shared/catalog/currencies';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../../shared/i18n/languages';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export interface PreferencesState {
  language: LanguageCode;
  theme: Theme;
  /** ISO 4217 code, e.g. USD. */
  currency: string;
  /** IANA time zone, e.g. UTC or Europe/Istanbul. */
  timezone: string;
}

export const DEFAULT_PREFERENCES: PreferencesState = {
  language: DEFAULT_LANGUAGE,
  theme: 'system',
  currency: 'USD',
  timezone: 'UTC',
};

/** The part of the root state this feature reads; keeps the feature independent of app/store. */
export interface PreferencesRootState {
  preferences: PreferencesState;
}

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: DEFAULT_PREFERENCES,
  reducers: {
    languageChanged(state, action: PayloadAction<LanguageCode>) {
      state.language = action.payload;
    },
    currencyChanged(state, action: PayloadAction<Currency>) {
      state.currency = action.payload;
    },
  },
});

export const { languageChanged, currencyChanged } = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;

export const selectPreferences = (state: PreferencesRootState) => state.preferences;
export const selectLanguage = (state: PreferencesRootState) => state.preferences.language;

/**
 * The currency prices are shown in: the saved one when the catalogue knows it (a hand-edited or
 * retired code is kept in storage but not used), else US dollars.
 */
export const selectCurrency = (state: PreferencesRootState): Currency => {
  const { currency } = state.preferences;
  return isCurrency(currency) ? currency : 'USD';
};
