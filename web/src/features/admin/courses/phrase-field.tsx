import { type ChangeEvent, useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CatalogPhrase } from '../../../../../shared/catalog/catalog-phrase';
import { controlClass, describedBy } from '../forms/form-field-frame';
import { formMessageId } from '../forms/form-messages';
import { firstErrorMessage } from './form-error-message';
import { phraseValueOf, withKey, type PhraseChoice } from './phrase-vocabulary';

interface PhraseFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  /** The field's visible name, e.g. "Credential" or "Requirement 2". */
  label: string;
  choices: readonly PhraseChoice[];
  /** A remove button for phrases in a list. */
  onRemove?(): void;
}

/** One catalogue phrase: its wording chosen from the vocabulary, and the values it is filled with. */
export function PhraseField<Values extends FieldValues>({
  control,
  name,
  label,
  choices,
  onRemove,
}: PhraseFieldProps<Values>) {
  const id = useId();
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const phrase = field.value as CatalogPhrase;
  const error = firstErrorMessage(fieldState.error);
  const choice = choices.find((option) => option.key === phrase.key);
  const selectProps = {
    id,
    ref: field.ref,
    value: phrase.key,
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      field.onChange(
        withKey(
          phrase,
          choices.find((option) => option.key === event.target.value),
        ),
      ),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, false, Boolean(error)),
    className: controlClass(Boolean(error)),
  };
  return (
    <div className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex items-end gap-2">
        <div className="min-w-0 grow">
          <label
            htmlFor={id}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {label}
          </label>
          <select {...selectProps}>
            <option value="">{intl.formatMessage({ id: 'admin.courses.form.choose' })}</option>
            {choices.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={intl.formatMessage(
              { id: 'admin.courses.form.removeItem' },
              { name: label },
            )}
            className="mb-0.5 rounded px-2 py-2 text-xs font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800"
          >
            <FormattedMessage id="admin.courses.form.remove" />
          </button>
        )}
      </div>
      {choice && choice.arguments.length > 0 && (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {choice.arguments.map((argument) => (
            <label key={argument} className="block text-xs text-slate-700 dark:text-slate-300">
              <FormattedMessage
                id="admin.courses.form.phraseValue"
                values={{ name: `{${argument}}`, phrase: label }}
              />
              <input
                type="text"
                value={String(phrase.values?.[argument] ?? '')}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange({
                    ...phrase,
                    values: { ...phrase.values, [argument]: phraseValueOf(event.target.value) },
                  })
                }
                className={controlClass(false)}
              />
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={formMessageId(error)} />
        </p>
      )}
    </div>
  );
}
