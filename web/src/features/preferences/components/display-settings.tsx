import { type ChangeEvent, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CURRENCIES, isCurrency } from '../../../../../shared/catalog/currencies';
import { isSupportedLanguage, LANGUAGES } from '../../../../../shared/i18n/languages';
import {
  DEFAULT_TIME_ZONE,
  isTheme,
  THEMES,
} from '../../../../../shared/preferences/display-preferences';
import { currencyName } from '../../../lib/display-names';
import { usePreferences } from '../hooks/use-preferences';

const selectClass =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900 sm:w-72 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
const labelClass = 'block font-medium text-slate-900 dark:text-slate-100';

/** The runtime's IANA zones (UTC first), for the time-zone choice. */
function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_TIME_ZONE);
  return [DEFAULT_TIME_ZONE, ...zones];
}

/**
 * The display part of the settings: language, theme, currency and time zone. Each change applies
 * to the whole app at once, like the header's menus; for a signed-in user it is saved into the
 * synced settings (sync/synced-preferences.tsx), so their other devices follow.
 */
export function DisplaySettings() {
  const intl = useIntl();
  const { language, theme, currency, timeZone, setLanguage, setTheme, setCurrency, setTimeZone } =
    usePreferences();
  const zones = useMemo(() => timeZones(), []);
  const ids = { language: useId(), currency: useId(), timeZone: useId(), timeZoneHelp: useId() };
  const chosen = (event: ChangeEvent<HTMLSelectElement>) => event.target.value;

  return (
    <div className="space-y-6">
      <div>
        <label htmlFor={ids.language} className={labelClass}>
          <FormattedMessage id="settings.display.language" />
        </label>
        <select
          id={ids.language}
          value={language}
          onChange={(event) => {
            const next = chosen(event);
            if (isSupportedLanguage(next)) setLanguage(next);
          }}
          className={`mt-1 ${selectClass}`}
        >
          {LANGUAGES.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.code}>
              {entry.nativeName}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={labelClass}>
          <FormattedMessage id="theme.label" />
        </legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {THEMES.map((option) => (
            <label
              key={option}
              className="flex items-center gap-2 text-slate-800 dark:text-slate-200"
            >
              <input
                type="radio"
                name="display-theme"
                value={option}
                checked={theme === option}
                onChange={(event) => {
                  if (isTheme(event.target.value)) setTheme(event.target.value);
                }}
                className="size-4 accent-indigo-600"
              />
              <FormattedMessage id={`theme.${option}`} />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={ids.currency} className={labelClass}>
          <FormattedMessage id="currency.label" />
        </label>
        <select
          id={ids.currency}
          value={currency}
          onChange={(event) => {
            const next = chosen(event);
            if (isCurrency(next)) setCurrency(next);
          }}
          className={`mt-1 ${selectClass}`}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {`${currencyName(code, intl.locale)} (${code})`}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.timeZone} className={labelClass}>
          <FormattedMessage id="settings.display.timeZone" />
        </label>
        <p id={ids.timeZoneHelp} className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="settings.display.timeZoneHelp" />
        </p>
        <select
          id={ids.timeZone}
          aria-describedby={ids.timeZoneHelp}
          value={timeZone}
          onChange={(event) => setTimeZone(chosen(event))}
          className={`mt-1 ${selectClass}`}
        >
          {(zones.includes(timeZone) ? zones : [timeZone, ...zones]).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
