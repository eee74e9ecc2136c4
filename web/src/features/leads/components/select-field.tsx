import { type MessageId } from '../message-id';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface SelectFieldProps {
  labelId: MessageId;
  value: string;
  /** `lang` marks a label written in another language than the page (a language's own name). */
  options: readonly { value: string; label: string; lang?: string }[];
  errorId?: MessageId;
  onValue(value: string): void;
}

/** A labelled select with an empty "choose" option and its validation message. */
export function SelectField({ labelId, value, options, errorId, onValue }: SelectFieldProps) {
  const id = useId();
  const intl = useIntl();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id={labelId} />
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
        className={`mt-1 block w-full rounded-md border bg-white dark:bg-slate-900 px-3 py-2 text-sm ${errorId ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`}
      >
        <option value="">{intl.formatMessage({ id: 'leads.field.choose' })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {errorId && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={errorId} />
        </p>
      )}
    </div>
  );
}
