import { useIntl } from 'react-intl';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type LanguageCode,
} from '../../../../../shared/i18n/languages';

/** The language the interface is shown in, which is the language content is asked for. */
export function useContentLanguage(): LanguageCode {
  const { locale } = useIntl();
  return isSupportedLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}
