import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { type IntlConfig, IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../shared/i18n/languages';
import { applyDocumentLanguage } from './document-language';
import { chooseLanguage, shownMessages, subscribeToShownMessages } from './messages';

interface LocaleProviderProps {
  language: LanguageCode;
  /**
   * The IANA zone every date and time is shown in unless a call names its own: react-intl's
   * default for FormattedDate, FormattedTime, formatDate and formatTime. Calendar days that are
   * not moments (a program's start date) are shown with `CalendarDay` instead.
   */
  timeZone: string;
  children: ReactNode;
}

/**
 * A key whose area has not loaded, or missing even from English, is shown as the key itself; say
 * so rather than fail loudly.
 */
const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    console.warn(`[i18n] ${error.message}`);
    return;
  }
  console.error(error);
};

/**
 * Provides react-intl for `language`. While a newly chosen language loads, the previous one stays
 * on screen; on the very first load of a non-English language nothing renders for that instant,
 * so the page never flashes English first. Screens add their message areas as they load
 * (./messages.ts).
 */
export function LocaleProvider({ language, timeZone, children }: LocaleProviderProps) {
  // Chosen during the first render, not after it: English then shows at once, and the lazy
  // screens rendered below ask for their areas in the right language.
  useState(() => void chooseLanguage(language));
  const shown = useSyncExternalStore(subscribeToShownMessages, shownMessages);

  useEffect(() => {
    void chooseLanguage(language);
  }, [language]);

  useEffect(() => {
    if (shown) applyDocumentLanguage(shown.language);
  }, [shown]);

  if (!shown) return null;
  return (
    <IntlProvider
      locale={shown.language}
      timeZone={timeZone}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={shown.messages}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}
