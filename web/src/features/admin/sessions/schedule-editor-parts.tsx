import { type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { type FieldErrors } from './schedule-form-errors';

type MessageId = NonNullable<MessageDescriptor['id']>;

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
export const smallButton =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
export const saveButton =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60';

interface FieldProps {
  labelId: MessageId;
  path: string;
  errors: FieldErrors;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
  className?: string;
}

/** A labelled input with its problem under it, tied by id for screen readers. */
export function ScheduleField({ labelId, path, errors, children, className = '' }: FieldProps) {
  const id = `schedule-${path.replaceAll('.', '-')}`;
  const error = errors.get(path);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id={labelId} />
      </label>
      {children({
        id,
        'aria-invalid': !!error,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

interface EditorSectionProps {
  titleId: MessageId;
  introId: MessageId;
  saving: boolean;
  saved: boolean;
  formError: string | undefined;
  onSave(): void;
  children: ReactNode;
}

/** One part of the schedule (hours, days off, types): its rows and its own save button. */
export function EditorSection(props: EditorSectionProps) {
  const { titleId, introId, saving, saved, formError, onSave, children } = props;
  return (
    <section
      aria-labelledby={`${titleId}-heading`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2
        id={`${titleId}-heading`}
        className="text-lg font-semibold text-slate-900 dark:text-slate-100"
      >
        <FormattedMessage id={titleId} />
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id={introId} />
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
        className="space-y-3"
      >
        {children}
        {formError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {formError}
          </p>
        )}
        {saved && (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            <FormattedMessage id="admin.sessions.saved" />
          </p>
        )}
        <button type="submit" className={saveButton} disabled={saving}>
          <FormattedMessage id="admin.sessions.save" />
        </button>
      </form>
    </section>
  );
}
