import { type MessageId } from '../message-id';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LEAD_MESSAGE_VALUES } from '../../../../../shared/leads/lead-messages';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>,
  'onChange'
> {
  labelId: MessageId;
  hintId?: MessageId;
  /** Values of the hint's placeholders, e.g. an example that must keep its own direction. */
  hintValues?: Record<string, ReactNode>;
  errorId?: MessageId;
  multiline?: boolean;
  onValue(value: string): void;
}

/** A labelled text input (or textarea) with its hint and its validation message. */
export function TextField({
  labelId,
  hintId,
  hintValues,
  errorId,
  multiline,
  onValue,
  ...input
}: TextFieldProps) {
  const id = useId();
  const describedBy = [hintId && `${id}-hint`, errorId && `${id}-error`].filter(Boolean).join(' ');
  const props = {
    ...input,
    id,
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: `mt-1 block w-full rounded-md border px-3 py-2 text-sm ${errorId ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id={labelId} />
      </label>
      {multiline ? (
        <textarea rows={4} {...props} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...props} onChange={(event) => onValue(event.target.value)} />
      )}
      {hintId && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id={hintId} values={hintValues} />
        </p>
      )}
      {errorId && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {/* Some messages name a bound ("at least {storyMinChars} characters"). */}
          <FormattedMessage id={errorId} values={LEAD_MESSAGE_VALUES} />
        </p>
      )}
    </div>
  );
}
