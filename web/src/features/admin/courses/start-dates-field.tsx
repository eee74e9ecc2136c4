import { useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { controlClass } from '../forms/form-field-frame';
import { formMessageId } from '../forms/form-messages';
import { type CourseFormValues } from './course-form-values';
import { firstErrorMessage } from './form-error-message';

interface StartDatesFieldProps {
  control: Control<CourseFormValues, unknown, unknown>;
  register: (name: `startDates.${number}.day`) => object;
  errors: FieldErrors<CourseFormValues>;
}

const ADD =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/** The days the program starts on. */
export function StartDatesField({ control, register, errors }: StartDatesFieldProps) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({ control, name: 'startDates' });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id="admin.courses.field.startDates" />
      </legend>
      {fields.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="admin.courses.form.noItems" />
        </p>
      )}
      {fields.map((item, index) => {
        const label = intl.formatMessage(
          { id: 'admin.courses.form.startDate' },
          { number: index + 1 },
        );
        const error = firstErrorMessage(errors.startDates?.[index]);
        return (
          <div key={item.id}>
            <div className="flex items-end gap-2">
              <label className="block grow text-sm text-slate-800 dark:text-slate-200">
                {label}
                <input
                  type="date"
                  {...register(`startDates.${index}.day`)}
                  aria-invalid={error ? true : undefined}
                  className={controlClass(Boolean(error))}
                />
              </label>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={intl.formatMessage(
                  { id: 'admin.courses.form.removeItem' },
                  { name: label },
                )}
                className="mb-0.5 rounded px-2 py-2 text-xs font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800"
              >
                <FormattedMessage id="admin.courses.form.remove" />
              </button>
            </div>
            {error && (
              <p className="mt-1 text-sm text-red-700 dark:text-red-300">
                <FormattedMessage id={formMessageId(error)} />
              </p>
            )}
          </div>
        );
      })}
      <button type="button" className={ADD} onClick={() => append({ day: '' })}>
        <FormattedMessage id="admin.courses.form.add" />
      </button>
    </fieldset>
  );
}
