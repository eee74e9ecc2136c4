import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';

interface PasswordFieldProps {
  labelId: MessageId;
  hintId?: MessageId;
  errorId?: MessageId;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onValue(value: string): void;
}

/** A labelled password input with its hint and its validation message. */
export function PasswordField({
  labelId,
  hintId,
  errorId,
  autoComplete,
  value,
  onValue,
}: PasswordFieldProps) {
  const id = useId();
  const describedBy = [hintId && `${id}-hint`, errorId && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        <FormattedMessage id={labelId} />
      </label>
      <input
        id={id}
        type="password"
        dir="ltr"
        autoComplete={autoComplete}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValue(event.target.value)}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-sm ${errorId ? 'border-red-500' : 'border-slate-300'}`}
      />
      {hintId && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          <FormattedMessage id={hintId} />
        </p>
      )}
      {errorId && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          <FormattedMessage id={errorId} />
        </p>
      )}
    </div>
  );
}
