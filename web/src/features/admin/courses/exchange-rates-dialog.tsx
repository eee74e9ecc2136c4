import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { exchangeRatesEditSchema } from '../../../../../shared/admin/admin-courses';
import { CURRENCIES } from '../../../../../shared/catalog/currencies';
import { type ExchangeRates } from '../../../../../shared/catalog/exchange-rates';
import { showToast } from '../../../components/toast-store';
import { currencyName } from '../../../lib/display-names';
import { useRemoteData } from '../../../lib/use-remote-data';
import { AdminDialog, DialogFormFooter } from '../dialogs/admin-dialog';
import { controlClass } from '../forms/form-field-frame';
import { formMessageId } from '../forms/form-messages';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { getExchangeRates, saveExchangeRates } from './admin-courses-api';
import { courseErrorText } from './course-error-text';

interface RatesFormValues {
  date: string;
  /** Units per US dollar, as typed. */
  usdRates: Record<string, string>;
}

/** The typed rates read as numbers, then the API's own schema. */
const ratesFormSchema = z
  .custom<RatesFormValues>((value) => typeof value === 'object' && value !== null)
  .transform(({ date, usdRates }) => ({
    date,
    usdRates: Object.fromEntries(
      Object.entries(usdRates).map(([currency, text]) => [
        currency,
        text.trim() === '' ? Number.NaN : Number(text),
      ]),
    ),
  }))
  .pipe(exchangeRatesEditSchema);

/** The editable currencies: the US dollar is the unit, 1 by definition. */
const EDITABLE = CURRENCIES.filter((currency) => currency !== 'USD');

function RatesForm({ rates, onClose }: { rates: ExchangeRates; onClose(): void }) {
  const intl = useIntl();
  const form = useAdminForm(ratesFormSchema, {
    date: rates.date,
    usdRates: Object.fromEntries(
      EDITABLE.map((currency) => [currency, String(rates.usdRates[currency] ?? '')]),
    ),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await saveExchangeRates({
        date: values.date,
        usdRates: { ...values.usdRates, USD: 1 } as ExchangeRates['usdRates'],
      });
      showToast({ title: intl.formatMessage({ id: 'admin.courses.rates.saved' }) });
      onClose();
    } catch (error) {
      if (!form.showServerIssues(error))
        form.setError('root.server', { type: 'server', message: courseErrorText(error, intl) });
    }
  });
  const serverMessage = form.formState.errors.root?.server?.message;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <FormattedMessage id="admin.courses.rates.intro" />
      </p>
      <FormTextField
        control={form.control}
        name="date"
        type="date"
        labelId="admin.courses.rates.date"
      />
      <div className="grid max-h-96 grid-cols-2 gap-3 overflow-y-auto pe-1 sm:grid-cols-3">
        {EDITABLE.map((currency) => (
          <RateField
            key={currency}
            currency={currency}
            control={form.control as unknown as Control<RatesFormValues, unknown, unknown>}
          />
        ))}
      </div>
      <DialogFormFooter
        failure={serverMessage}
        onCancel={onClose}
        submitId="admin.dialog.save"
        submitting={form.formState.isSubmitting}
      />
    </form>
  );
}

function RateField({
  currency,
  control,
}: {
  currency: string;
  control: Control<RatesFormValues, unknown, unknown>;
}) {
  const intl = useIntl();
  const id = useId();
  const { field, fieldState } = useController({ control, name: `usdRates.${currency}` });
  const error = fieldState.error?.message;
  const props = {
    id,
    type: 'number',
    step: 'any',
    min: '0',
    dir: 'ltr',
    name: field.name,
    ref: field.ref,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: controlClass(Boolean(error)),
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <span dir="ltr">{currency}</span>{' '}
        <span className="font-normal text-slate-600 dark:text-slate-400">
          {currencyName(currency, intl.locale)}
        </span>
      </label>
      <input {...props} />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={formMessageId(error)} />
        </p>
      )}
    </div>
  );
}

/** The exchange-rate table tuition is converted with, and the day it was taken. */
export function ExchangeRatesDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const state = useRemoteData((signal) => getExchangeRates(signal), 'exchange-rates');
  return (
    <AdminDialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'admin.courses.rates.title' })}
    >
      {state.status === 'loading' && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="admin.grid.loading" />
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {courseErrorText(state.error, intl)}
        </p>
      )}
      {state.status === 'ready' && <RatesForm rates={state.data} onClose={onClose} />}
    </AdminDialog>
  );
}
