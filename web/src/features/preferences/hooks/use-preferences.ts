import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { type LanguageCode } from '../../../../../shared/i18n/languages';
import { type Theme } from '../../../../../shared/preferences/display-preferences';
import {
  currencyChanged,
  languageChanged,
  preferencesReplaced,
  type PreferencesState,
  selectCurrency,
  selectLanguage,
  selectTheme,
  selectTimeZone,
  themeChanged,
  timeZoneChanged,
} from '../preferences-slice';

export interface Preferences {
  language: LanguageCode;
  theme: Theme;
  currency: Currency;
  timeZone: string;
  setLanguage(language: LanguageCode): void;
  setTheme(theme: Theme): void;
  setCurrency(currency: Currency): void;
  setTimeZone(timeZone: string): void;
  /** All four at once (the signed-in user's synced settings). */
  replacePreferences(preferences: PreferencesState): void;
}

/**
 * The display preferences every screen follows, and setters that also save them (see
 * persist-preferences.ts). The one way screens read language, theme, currency and time zone.
 */
export function usePreferences(): Preferences {
  const language = useSelector(selectLanguage);
  const theme = useSelector(selectTheme);
  const currency = useSelector(selectCurrency);
  const timeZone = useSelector(selectTimeZone);
  const dispatch = useDispatch();
  const setters = useMemo(
    () => ({
      setLanguage: (next: LanguageCode) => void dispatch(languageChanged(next)),
      setTheme: (next: Theme) => void dispatch(themeChanged(next)),
      setCurrency: (next: Currency) => void dispatch(currencyChanged(next)),
      setTimeZone: (next: string) => void dispatch(timeZoneChanged(next)),
      replacePreferences: (next: PreferencesState) => void dispatch(preferencesReplaced(next)),
    }),
    [dispatch],
  );
  return { language, theme, currency, timeZone, ...setters };
}
