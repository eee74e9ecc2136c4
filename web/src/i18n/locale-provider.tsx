import { type ReactNode, useEffect, useState } from 'react';
import { type IntlConfig, IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../shared/i18n/languages';
import { applyDocumentLanguage } from './document-language';
import { englishMessages, loadMessages, type Messages } from './messages';

interface LoadedCatalogue {
  language: LanguageCode;
  messages: Messages;
}

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

/** A key missing even from English is shown as the key itself; say so rather than fail loudly. */
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
 * so the page never flashes English first.
 */
export function LocaleProvider({ language, timeZone, children }: LocaleProviderProps) {
  const [catalogue, setCatalogue] = useState<LoadedCatalogue | null>(
    language === DEFAULT_LANGUAGE ? { language, messages: englishMessages } : null,
  );

  useEffect(() => {
    let current = true;
    loadMessages(language).then(
      (messages) => {
        if (current) setCatalogue({ language, messages });
      },
      (error: unknown) => {
        // A language that cannot load (offline before its first use) leaves English in place.
        console.error(`[i18n] could not load ${language}`, error);
        if (current) setCatalogue({ language: DEFAULT_LANGUAGE, messages: englishMessages });
      },
    );
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    if (catalogue) applyDocumentLanguage(catalogue.language);
  }, [catalogue]);

  if (!catalogue) return null;
  return (
    <IntlProvider
      locale={catalogue.language}
      timeZone={timeZone}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={catalogue.messages}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}
