import { FormattedMessage } from 'react-intl';
import { useProfileForm } from '../hooks/use-profile-form';
import { type ProfileField } from '../profile-fields';
import { ProfileFieldEditor } from './profile-field-editor';
import { ProfileSaveBar } from './profile-save-bar';

interface ProfileFieldsFormProps {
  fields: readonly ProfileField[];
  /** The signed-in user's e-mail from the identity provider (shown read only). */
  identityEmail: string;
}

/**
 * A form over some profile fields (a profile tab, the settings' profile section): loading and
 * error states, the fields, validation by the shared schema, and the save into the synced profile.
 */
export function ProfileFieldsForm({ fields, identityEmail }: ProfileFieldsFormProps) {
  const form = useProfileForm(fields, identityEmail);
  const { values } = form;
  if (form.status === 'error') {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <FormattedMessage id="profile.loadError" />
      </p>
    );
  }
  if (!values) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage id="profile.loading" />
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      className="space-y-5"
    >
      {fields.map((field) => (
        <ProfileFieldEditor key={field} field={field} form={{ ...form, values }} />
      ))}
      <ProfileSaveBar phase={form.phase} />
    </form>
  );
}
