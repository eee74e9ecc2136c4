import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';

interface CodeFieldProps {
  labelId: MessageId;
  value: string;
  errorId?: MessageId;
  onValue(value: string): void;
}

/** A one-time code from an authenticator app (or a recovery code), typed left to right. */
export function CodeField({ labelId, value, errorId, onValue }: CodeFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        <FormattedMessage id={labelId} />
      </label>
      <input
        id={id}
        type="text"
        dir="ltr"
        autoComplete="one-time-code"
        spellCheck={false}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
        className={`mt-1 block w-full max-w-xs rounded-md border px-3 py-2 text-sm ${errorId ? 'border-red-500' : 'border-slate-300'}`}
      />
      {errorId && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          <FormattedMessage id={errorId} />
        </p>
      )}
    </div>
  );
}
