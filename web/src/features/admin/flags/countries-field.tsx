import { type ChangeEvent, useId, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { controlClass, describedBy, FormFieldFrame } from '../forms/form-field-frame';

interface CountriesFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  /** A field holding an array of two-letter country codes. */
  name: Path<Values>;
}

/** The first message of an array field: its own, or the first of its items'. */
function arrayError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const item of Object.values(error)) {
    const message = (item as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/**
 * A country rule's codes, typed as one line ("de, fr"); the field holds the list, the input keeps
 * what the admin typed (commas and spaces included) until they change it.
 */
export function CountriesField<Values extends FieldValues>({
  control,
  name,
}: CountriesFieldProps<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join(', '));
  const error = arrayError(fieldState.error);
  const props = {
    id,
    name: field.name,
    ref: field.ref,
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.target.value);
      field.onChange(event.target.value.split(/[\s,]+/).filter(Boolean));
    },
    onBlur: field.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, true, Boolean(error)),
    className: controlClass(Boolean(error)),
  };
  return (
    <FormFieldFrame
      id={id}
      labelId="admin.flags.rule.countries"
      hintId="admin.flags.rule.countriesHint"
      error={error}
    >
      <input dir="ltr" {...props} />
    </FormFieldFrame>
  );
}
