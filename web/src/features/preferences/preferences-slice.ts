/**
 * The display preferences (spec §3 "Stored preferences"): language, theme, currency and time zone.
 * They live in Redux, the one place every screen reads them from, so a change reaches every screen
 * at once; they are saved to the browser by `persistPreferences`. A signed-in user's settings
 * document is applied with `preferencesReplaced`, all four fields at once.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isCurrency, type Currency } from '../../../../shared/catalog/currencies';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../../shared/i18n/languages';
import {
  DEFAULT_CURRENCY,
  DEFAULT_THEME,
  DEFAULT_TIME_ZONE,
  isTimeZone,
  type Theme,
} from '../../../../shared/preferences/display-preferences';

export interface PreferencesState {
  language: LanguageCode;
  theme: Theme;
  /** ISO 4217 code, e.g. USD. */
  currency: string;
  /** IANA time zone, e.g. UTC or Europe/Istanbul (the storage field is named as spec §3 names it). */
  timezone: string;
}

export const DEFAULT_PREFERENCES: PreferencesState = {
  language: DEFAULT_LANGUAGE,
  theme: DEFAULT_THEME,
  currency: DEFAULT_CURRENCY,
  timezone: DEFAULT_TIME_ZONE,
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
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    timeZoneChanged(state, action: PayloadAction<string>) {
      if (isTimeZone(action.payload)) state.timezone = action.payload;
    },
    /** All four at once, e.g. from the signed-in user's synced settings. */
    preferencesReplaced(_state, action: PayloadAction<PreferencesState>) {
      const next = action.payload;
      return { ...next, timezone: isTimeZone(next.timezone) ? next.timezone : DEFAULT_TIME_ZONE };
    },
  },
});

export const {
  languageChanged,
  currencyChanged,
  themeChanged,
  timeZoneChanged,
  preferencesReplaced,
} = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;

export const selectPreferences = (state: PreferencesRootState) => state.preferences;
export const selectLanguage = (state: PreferencesRootState) => state.preferences.language;
export const selectTheme = (state: PreferencesRootState) => state.preferences.theme;

/**
 * The currency prices are shown in: the saved one when the catalogue knows it (a hand-edited or
 * retired code is kept in storage but not used), else US dollars.
 */
export const selectCurrency = (state: PreferencesRootState): Currency => {
  const { currency } = state.preferences;
  return isCurrency(currency) ? currency : DEFAULT_CURRENCY;
};

/** The zone dates and times are shown in (always a valid IANA zone: storage is checked on load). */
export const selectTimeZone = (state: PreferencesRootState): string => state.preferences.timezone;
