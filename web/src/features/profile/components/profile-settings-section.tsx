import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../../../shared/routes/app-paths';
import { SETTINGS_PROFILE_FIELDS } from '../profile-fields';
import { ProfileFieldsForm } from './profile-fields-form';
import { ProfileVisibilityField } from './profile-visibility-field';

/**
 * The settings' profile section (spec §3 'User settings'): the profile form over name, bio,
 * e-mail, phone and picture, the profile's visibility, and a way to the full profile.
 */
export function ProfileSettingsSection({ identityEmail }: { identityEmail: string }) {
  return (
    <div className="space-y-8">
      <ProfileFieldsForm fields={SETTINGS_PROFILE_FIELDS} identityEmail={identityEmail} />
      <ProfileVisibilityField />
      <Link
        to={APP_PATHS.dashboardProfile}
        className="inline-block font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
      >
        <FormattedMessage id="profile.settings.fullProfile" />
      </Link>
    </div>
  );
}
