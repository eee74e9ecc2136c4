import { FormattedMessage, useIntl } from 'react-intl';
import { CURRENCIES } from '../../../../../shared/catalog/currencies';
import { CheckIcon } from '../../../components/icons/check-icon';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon';
import { ListboxButton } from '../../../components/popup/listbox-button';
import { currencyName } from '../../../lib/display-names';
import { usePreferences } from '../hooks/use-preferences';

interface CurrencyMenuProps {
  /**
   * `compact` (the header): the button shows only the code and the label is for screen readers.
   * `labelled` (phone menu, program page): a visible label and the currency's full name.
   */
  variant: 'compact' | 'labelled';
}

/**
 * The currency every price is shown in: each supported currency by its name in the interface
 * language and its code. A choice is saved with the other preferences and every price on screen
 * follows it.
 */
export function CurrencyMenu({ variant }: CurrencyMenuProps) {
  const { locale } = useIntl();
  const { currency, setCurrency } = usePreferences();
  const compact = variant === 'compact';

  return (
    <ListboxButton
      label={<FormattedMessage id="currency.label" />}
      labelClassName={
        compact ? 'sr-only' : 'text-sm font-medium text-slate-700 dark:text-slate-300'
      }
      className={compact ? 'flex items-center' : 'flex flex-wrap items-center gap-2'}
      value={currency}
      options={CURRENCIES}
      onChange={setCurrency}
      buttonClassName={`inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800 data-open:bg-slate-100 dark:data-open:bg-slate-800 ${compact ? 'lg:px-1 xl:px-2' : 'border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900'}`}
      button={
        <>
          {compact ? (
            <>
              <span className="sr-only">{currencyName(currency, locale)}</span>
              <span aria-hidden="true">{currency}</span>
            </>
          ) : (
            <span>
              {currencyName(currency, locale)} ({currency})
            </span>
          )}
          {/* Between lg and xl the header holds every link beside the menus: the compact button
              drops its arrow and most of its padding there so a long language's links still fit. */}
          <ChevronDownIcon className={compact ? 'size-4 lg:hidden xl:block' : 'size-4'} />
        </>
      }
      listClassName="max-h-80 min-w-60 overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-1 shadow-lg focus:outline-none"
      optionClassName="flex cursor-default items-center justify-between gap-4 rounded-md px-3 py-2 text-sm text-slate-800 dark:text-slate-200 data-focus:bg-indigo-50 dark:data-focus:bg-indigo-950 data-focus:text-indigo-800 dark:data-focus:text-indigo-200"
      renderOption={(code) => (
        <>
          <span>
            {currencyName(code, locale)}{' '}
            <span className="text-slate-600 dark:text-slate-300">({code})</span>
          </span>
          {code === currency && (
            <CheckIcon className="size-4 text-indigo-600 dark:text-indigo-400" />
          )}
        </>
      )}
    />
  );
}
