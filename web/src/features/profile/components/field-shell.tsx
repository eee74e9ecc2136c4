import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';

export interface FieldIds {
  input: string;
  /** The ids the input's `aria-describedby` names (hint and error), or undefined. */
  describedBy: string | undefined;
}

interface FieldShellProps {
  labelId: MessageId;
  hint?: ReactNode;
  errorId?: MessageId;
  children(ids: FieldIds): ReactNode;
}

/** A profile field's label, hint and validation message around its input. */
export function FieldShell({ labelId, hint, errorId, children }: FieldShellProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, errorId && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id={labelId} />
      </label>
      {children({ input: id, describedBy: describedBy || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={errorId} />
        </p>
      )}
    </div>
  );
}

/** The classes of a text input or select, red when invalid. */
export function inputClasses(invalid: boolean): string {
  return `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`;
}
