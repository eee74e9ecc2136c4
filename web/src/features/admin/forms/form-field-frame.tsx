import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';
import { formMessageId } from './form-messages';

interface FormFieldFrameProps {
  id: string;
  labelId: MessageId;
  hintId?: MessageId;
  /** The field's message as the schema or the API gave it (English spec wording). */
  error?: string;
  children: ReactNode;
}

/** The ids a field's control points `aria-describedby` at. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

export const controlClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm dark:bg-slate-900 ${invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`;

/** A field's label, hint and translated validation message around its control. */
export function FormFieldFrame({ id, labelId, hintId, error, children }: FormFieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id={labelId} />
      </label>
      {children}
      {hintId && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id={hintId} />
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={formMessageId(error)} />
        </p>
      )}
    </div>
  );
}
