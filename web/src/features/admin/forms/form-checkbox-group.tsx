import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';
import { formMessageId } from './form-messages';

interface FormCheckboxGroupProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  /** A field holding an array of the chosen values. */
  name: Path<Values>;
  legendId: MessageId;
  options: readonly { value: string; label: string; disabled?: boolean }[];
}

/** A set of checkboxes choosing several values of one field (e.g. a user's roles). */
export function FormCheckboxGroup<Values extends FieldValues>({
  control,
  name,
  legendId,
  options,
}: FormCheckboxGroupProps<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const chosen = new Set((field.value as string[] | undefined) ?? []);
  const error = fieldState.error?.message;
  const toggle = (value: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id={legendId} />
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option, index) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              ref={index === 0 ? field.ref : undefined}
              checked={chosen.has(option.value)}
              disabled={option.disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={formMessageId(error)} />
        </p>
      )}
    </fieldset>
  );
}
