import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type LanguageCode } from '../../../../../shared/i18n/languages';
import { languageChanged, selectLanguage } from '../preferences-slice';

/** The interface language and a setter that also saves it (see persist-preferences.ts). */
export function useLanguage(): [LanguageCode, (language: LanguageCode) => void] {
  const language = useSelector(selectLanguage);
  const dispatch = useDispatch();
  const setLanguage = useCallback(
    (next: LanguageCode) => {
      dispatch(languageChanged(next));
    },
    [dispatch],
  );
  return [language, setLanguage];
}
