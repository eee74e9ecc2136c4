import { type MessageId } from '../message-id';
import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';

interface CheckboxFieldProps {
  checked: boolean;
  label: ReactNode;
  errorId?: MessageId;
  onValue(value: boolean): void;
}

/** A consent or option checkbox with its validation message. */
export function CheckboxField({ checked, label, errorId, onValue }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId ? `${id}-error` : undefined}
          onChange={(event) => onValue(event.target.checked)}
          className="mt-1 size-4"
        />
        <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
          {label}
        </label>
      </div>
      {errorId && (
        <p id={`${id}-error`} className="ms-6 mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={errorId} />
        </p>
      )}
    </div>
  );
}
