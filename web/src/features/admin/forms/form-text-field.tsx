import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { type MessageId } from '../../../i18n/messages';
import { controlClass, describedBy, FormFieldFrame } from './form-field-frame';

interface FormTextFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  labelId: MessageId;
  hintId?: MessageId;
  type?: 'text' | 'email' | 'url' | 'tel' | 'password' | 'number' | 'date';
  autoComplete?: string;
  multiline?: boolean;
}

/** A text input (or textarea) bound to a react-hook-form field, with its label and message. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  labelId,
  hintId,
  type = 'text',
  autoComplete,
  multiline,
}: FormTextFieldProps<Values>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const props = {
    id,
    name: field.name,
    ref: field.ref,
    value: (field.value as string | number | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hintId), Boolean(error)),
    className: controlClass(Boolean(error)),
  };
  return (
    <FormFieldFrame id={id} labelId={labelId} hintId={hintId} error={error}>
      {multiline ? <textarea rows={4} {...props} /> : <input type={type} {...props} />}
    </FormFieldFrame>
  );
}
