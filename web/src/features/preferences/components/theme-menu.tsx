import { type ComponentType, type SVGProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { type Theme, THEMES } from '../../../../../shared/preferences/display-preferences';
import { CheckIcon } from '../../../components/icons/check-icon';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon';
import { ComputerIcon } from '../../../components/icons/computer-icon';
import { MoonIcon } from '../../../components/icons/moon-icon';
import { SunIcon } from '../../../components/icons/sun-icon';
import { ListboxButton } from '../../../components/popup/listbox-button';
import { usePreferences } from '../hooks/use-preferences';

const THEME_ICONS: Record<Theme, ComponentType<SVGProps<SVGSVGElement>>> = {
  light: SunIcon,
  dark: MoonIcon,
  system: ComputerIcon,
};

interface ThemeMenuProps {
  /**
   * `compact` (the header): the button shows only the choice's icon; label and name are for
   * screen readers. `labelled` (phone menu): a visible label and the choice's name.
   */
  variant: 'compact' | 'labelled';
}

/** Light, dark, or the device's setting; saved with the other preferences, applied at once. */
export function ThemeMenu({ variant }: ThemeMenuProps) {
  const { theme, setTheme } = usePreferences();
  const compact = variant === 'compact';
  const CurrentIcon = THEME_ICONS[theme];

  return (
    <ListboxButton
      label={<FormattedMessage id="theme.label" />}
      labelClassName={
        compact ? 'sr-only' : 'text-sm font-medium text-slate-700 dark:text-slate-300'
      }
      className={compact ? 'flex items-center' : 'flex flex-wrap items-center gap-2'}
      value={theme}
      options={THEMES}
      onChange={setTheme}
      buttonClassName={`inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-open:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:data-open:bg-slate-800 ${compact ? '' : 'border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900'}`}
      button={
        <>
          <CurrentIcon className="size-5" />
          <span className={compact ? 'sr-only' : undefined}>
            <FormattedMessage id={`theme.${theme}`} />
          </span>
          {!compact && <ChevronDownIcon className="size-4" />}
        </>
      }
      listClassName="min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      optionClassName="flex cursor-default items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800 data-focus:bg-indigo-50 data-focus:text-indigo-800 dark:text-slate-200 dark:data-focus:bg-indigo-950 dark:data-focus:text-indigo-200"
      renderOption={(option) => {
        const Icon = THEME_ICONS[option];
        return (
          <>
            <Icon className="size-5" />
            <span className="flex-1">
              <FormattedMessage id={`theme.${option}`} />
            </span>
            {option === theme && (
              <CheckIcon className="size-4 text-indigo-600 dark:text-indigo-400" />
            )}
          </>
        );
      }}
    />
  );
}
