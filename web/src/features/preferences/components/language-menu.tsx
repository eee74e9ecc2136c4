import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES } from '../../../../../shared/i18n/languages';
import { CheckIcon } from '../../../components/icons/check-icon';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon';
import { GlobeIcon } from '../../../components/icons/globe-icon';
import { MenuButton, MenuItem } from '../../../components/popup/menu-button';
import { usePreferences } from '../hooks/use-preferences';

/**
 * The interface language picker. Each language is listed by its own name and marked with its
 * `lang`, so it reads correctly to a visitor (and a screen reader) who does not read the current
 * one.
 */
export function LanguageMenu() {
  const intl = useIntl();
  const { language, setLanguage } = usePreferences();
  const current = LANGUAGES.find((entry) => entry.code === language);

  return (
    <MenuButton
      label={intl.formatMessage(
        { id: 'language.menuLabel' },
        { language: current?.nativeName ?? language },
      )}
      buttonClassName="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800 data-open:bg-slate-100 dark:data-open:bg-slate-800"
      button={
        <>
          <GlobeIcon className="size-5" />
          <span lang={language} className="hidden xl:inline">
            {current?.nativeName}
          </span>
          <span className="uppercase xl:hidden">{language}</span>
          <ChevronDownIcon className="size-4" />
        </>
      }
      menuClassName="min-w-44 rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-1 shadow-lg focus:outline-none"
    >
      {LANGUAGES.map((entry) => (
        <MenuItem key={entry.code}>
          <button
            type="button"
            onClick={() => setLanguage(entry.code)}
            className="flex w-full items-center justify-between gap-4 rounded-md px-3 py-2 text-start text-sm text-slate-800 dark:text-slate-200 focus:bg-indigo-50 dark:focus:bg-indigo-950 focus:text-indigo-800 dark:focus:text-indigo-200 focus:outline-none"
          >
            <span lang={entry.code}>{entry.nativeName}</span>
            {entry.code === language && (
              <>
                <CheckIcon className="size-4 text-indigo-600 dark:text-indigo-400" />
                <span className="sr-only">
                  <FormattedMessage id="language.current" />
                </span>
              </>
            )}
          </button>
        </MenuItem>
      ))}
    </MenuButton>
  );
}
