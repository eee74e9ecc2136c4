import { type ChangeEvent, useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';
import { controlClass, FormFieldFrame } from '../forms/form-field-frame';

interface BooleanSelectFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  labelId: MessageId;
}

/** An On/Off choice bound to a boolean field (a flag's default, a rule's answer). */
export function BooleanSelectField<Values extends FieldValues>({
  control,
  name,
  labelId,
}: BooleanSelectFieldProps<Values>) {
  const id = useId();
  const intl = useIntl();
  const { field } = useController({ control, name });
  const props = {
    id,
    name: field.name,
    ref: field.ref,
    value: field.value ? 'on' : 'off',
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      field.onChange(event.target.value === 'on'),
    onBlur: field.onBlur,
    className: controlClass(false),
  };
  return (
    <FormFieldFrame id={id} labelId={labelId}>
      <select {...props}>
        <option value="on">{intl.formatMessage({ id: 'admin.flags.value.on' })}</option>
        <option value="off">{intl.formatMessage({ id: 'admin.flags.value.off' })}</option>
      </select>
    </FormFieldFrame>
  );
}
