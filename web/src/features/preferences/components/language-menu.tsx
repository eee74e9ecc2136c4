import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES } from '../../../../../shared/i18n/languages';
import { CheckIcon } from '../../../components/icons/check-icon';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon';
import { GlobeIcon } from '../../../components/icons/globe-icon';
import { useLanguage } from '../hooks/use-language';

/**
 * The interface language picker. Each language is listed by its own name and marked with its
 * `lang`, so it reads correctly to a visitor (and a screen reader) who does not read the current
 * one.
 */
export function LanguageMenu() {
  const intl = useIntl();
  const [language, setLanguage] = useLanguage();
  const current = LANGUAGES.find((entry) => entry.code === language);

  return (
    <Menu>
      <MenuButton
        aria-label={intl.formatMessage(
          { id: 'language.menuLabel' },
          { language: current?.nativeName ?? language },
        )}
        className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-open:bg-slate-100"
      >
        <GlobeIcon className="size-5" />
        <span lang={language} className="hidden xl:inline">
          {current?.nativeName}
        </span>
        <span className="uppercase xl:hidden">{language}</span>
        <ChevronDownIcon className="size-4" />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 4 }}
        className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {LANGUAGES.map((entry) => (
          <MenuItem key={entry.code}>
            <button
              type="button"
              onClick={() => setLanguage(entry.code)}
              className="flex w-full items-center justify-between gap-4 rounded-md px-3 py-2 text-start text-sm text-slate-800 data-focus:bg-indigo-50 data-focus:text-indigo-800"
            >
              <span lang={entry.code}>{entry.nativeName}</span>
              {entry.code === language && (
                <>
                  <CheckIcon className="size-4 text-indigo-600" />
                  <span className="sr-only">
                    <FormattedMessage id="language.current" />
                  </span>
                </>
              )}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
