import {
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from '@headlessui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CURRENCIES } from '../../../../../shared/catalog/currencies';
import { CheckIcon } from '../../../components/icons/check-icon';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon';
import { currencyName } from '../../../lib/display-names';
import { useCurrency } from '../hooks/use-currency';

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
  const [currency, setCurrency] = useCurrency();
  const compact = variant === 'compact';

  return (
    <Field className={compact ? 'flex items-center' : 'flex flex-wrap items-center gap-2'}>
      <Label className={compact ? 'sr-only' : 'text-sm font-medium text-slate-700'}>
        <FormattedMessage id="currency.label" />
      </Label>
      <Listbox value={currency} onChange={setCurrency}>
        <ListboxButton
          className={`inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-open:bg-slate-100 ${compact ? 'lg:px-1 xl:px-2' : 'border border-slate-300 bg-white'}`}
        >
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
        </ListboxButton>
        <ListboxOptions
          anchor={{ to: 'bottom end', gap: 4 }}
          className="z-50 max-h-80 min-w-60 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
        >
          {CURRENCIES.map((code) => (
            <ListboxOption
              key={code}
              value={code}
              className="flex cursor-default items-center justify-between gap-4 rounded-md px-3 py-2 text-sm text-slate-800 data-focus:bg-indigo-50 data-focus:text-indigo-800"
            >
              <span>
                {currencyName(code, locale)} <span className="text-slate-600">({code})</span>
              </span>
              {code === currency && <CheckIcon className="size-4 text-indigo-600" />}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
