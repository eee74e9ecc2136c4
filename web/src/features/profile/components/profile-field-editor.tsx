import { useIntl } from 'react-intl';
import { PROGRAM_TYPES } from '../../../../../shared/leads/consultation';
import { type ProfileDocument } from '../../../../../shared/sync/profile-document';
import { type MessageId } from '../../../i18n/messages';
import { destinationChoices, homeCountryChoices } from '../country-choices';
import { type ProfileForm } from '../hooks/use-profile-form';
import { type ProfileField } from '../profile-fields';
import { ChoiceListField } from './choice-list-field';
import { FieldShell, inputClasses } from './field-shell';
import { LanguageSkillsField } from './language-skills-field';
import { PictureField } from './picture-field';

type TextField = Exclude<
  ProfileField,
  'languages' | 'desiredPrograms' | 'desiredCountries' | 'picture' | 'country'
>;

/** How each text field is typed in: input type, length, autocomplete, and a hint. */
const TEXT_FIELDS: Record<
  TextField,
  {
    type?: string;
    multiline?: boolean;
    maxLength?: number;
    autoComplete?: string;
    hintId?: MessageId;
  }
> = {
  firstName: { maxLength: 100, autoComplete: 'given-name' },
  lastName: { maxLength: 100, autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', hintId: 'profile.field.emailHint' },
  phone: { type: 'tel', autoComplete: 'tel', hintId: 'profile.field.phoneHint' },
  bio: { multiline: true, maxLength: 2000 },
  city: { maxLength: 100, autoComplete: 'address-level2' },
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
  academicBackground: { multiline: true, maxLength: 2000 },
  currentEmployment: { multiline: true, maxLength: 500 },
  preferredStartDate: { type: 'date' },
};

interface ProfileFieldEditorProps {
  field: ProfileField;
  form: ProfileForm & { values: ProfileDocument };
}

/** The input of one profile field (spec §3 label), bound to a profile form. */
export function ProfileFieldEditor({ field, form }: ProfileFieldEditorProps) {
  const intl = useIntl();
  const { values, errors, edit } = form;
  const labelId = `profile.field.${field}` as MessageId;
  switch (field) {
    case 'picture':
      return (
        <PictureField picture={values.picture} onSaved={(picture) => form.saveNow({ picture })} />
      );
    case 'languages':
      return (
        <LanguageSkillsField
          skills={values.languages}
          errors={errors}
          onChange={(skills) => edit('languages', skills)}
        />
      );
    case 'desiredPrograms':
      return (
        <ChoiceListField
          labelId={labelId}
          options={PROGRAM_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage({ id: `leads.programType.${type}` }),
          }))}
          selected={values.desiredPrograms}
          errorId={errors.desiredPrograms}
          onChange={(selected) =>
            edit('desiredPrograms', selected as ProfileDocument['desiredPrograms'])
          }
        />
      );
    case 'desiredCountries':
      return (
        <ChoiceListField
          labelId={labelId}
          options={destinationChoices(intl.locale)}
          selected={values.desiredCountries}
          errorId={errors.desiredCountries}
          onChange={(selected) => edit('desiredCountries', selected)}
        />
      );
    case 'country':
      return (
        <FieldShell labelId={labelId} errorId={errors.country}>
          {({ input, describedBy }) => (
            <select
              id={input}
              value={values.country}
              autoComplete="country"
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => edit('country', event.target.value)}
              className={inputClasses(!!errors.country)}
            >
              <option value="">{intl.formatMessage({ id: 'profile.field.notGiven' })}</option>
              {homeCountryChoices(intl.locale).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      );
    default:
      return <TextFieldEditor field={field} form={form} />;
  }
}

function TextFieldEditor({
  field,
  form,
}: {
  field: TextField;
  form: ProfileFieldEditorProps['form'];
}) {
  const { type, multiline, maxLength, autoComplete, hintId } = TEXT_FIELDS[field];
  const errorId = form.errors[field];
  const readOnly = field === 'email';
  const hint = hintId && <FieldHint id={hintId} />;
  return (
    <FieldShell labelId={`profile.field.${field}`} hint={hint} errorId={errorId}>
      {({ input, describedBy }) => {
        const props = {
          id: input,
          value: form.values[field],
          maxLength,
          autoComplete,
          readOnly,
          'aria-invalid': errorId ? true : undefined,
          'aria-describedby': describedBy,
          className: `${inputClasses(!!errorId)} ${readOnly ? 'bg-slate-100 text-slate-700 dark:bg-slate-800' : ''}`,
        };
        const onValue = (value: string) => form.edit(field, value);
        return multiline ? (
          <textarea rows={4} {...props} onChange={(event) => onValue(event.target.value)} />
        ) : (
          <input
            type={type ?? 'text'}
            dir={type === 'tel' || type === 'email' ? 'ltr' : undefined}
            {...props}
            onChange={(event) => onValue(event.target.value)}
          />
        );
      }}
    </FieldShell>
  );
}

/** A hint; the phone's names an example number kept left to right in every language. */
function FieldHint({ id }: { id: MessageId }) {
  const intl = useIntl();
  return (
    <>
      {intl.formatMessage(
        { id },
        {
          example: (
            <bdi dir="ltr" key="example">
              {intl.formatMessage({ id: 'leads.field.phoneExample' })}
            </bdi>
          ),
        },
      )}
    </>
  );
}
