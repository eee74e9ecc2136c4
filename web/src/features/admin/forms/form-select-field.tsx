import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';
import { controlClass, describedBy, FormFieldFrame } from './form-field-frame';

interface FormSelectFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  labelId: MessageId;
  hintId?: MessageId;
  options: readonly { value: string; label: string }[];
  /** Offers an empty first choice ("Choose…") when the field may be left unset. */
  optional?: boolean;
}

/** A select bound to a react-hook-form field, with its label and message. */
export function FormSelectField<Values extends FieldValues>({
  control,
  name,
  labelId,
  hintId,
  options,
  optional,
}: FormSelectFieldProps<Values>) {
  const id = useId();
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const props = {
    id,
    name: field.name,
    ref: field.ref,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hintId), Boolean(error)),
    className: controlClass(Boolean(error)),
  };
  return (
    <FormFieldFrame id={id} labelId={labelId} hintId={hintId} error={error}>
      <select {...props}>
        {optional && <option value="">{intl.formatMessage({ id: 'leads.field.choose' })}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormFieldFrame>
  );
}
