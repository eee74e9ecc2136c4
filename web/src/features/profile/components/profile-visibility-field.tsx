import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  PROFILE_VISIBILITIES,
  type SettingsDocument,
} from '../../../../../shared/sync/settings-document';
import { useSyncedDocument } from '../../../sync/sync-hooks';
import { inputClasses } from './field-shell';

type Visibility = SettingsDocument['profileVisibility'];

/**
 * Who sees the profile (spec §3: public, private, contacts only), kept in the synced settings
 * document and saved as soon as it is chosen.
 */
export function ProfileVisibilityField() {
  const intl = useIntl();
  const id = useId();
  const { document, status, save } = useSyncedDocument('settings');
  const [failed, setFailed] = useState(false);
  if (status === 'error') {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        <FormattedMessage id="profile.loadError" />
      </p>
    );
  }
  const choose = (profileVisibility: Visibility) => {
    setFailed(false);
    save({ profileVisibility }).catch((error: unknown) => {
      console.error('[profile] the visibility was not saved', error);
      setFailed(true);
    });
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id="profile.field.visibility" />
      </label>
      <select
        id={id}
        value={document?.profileVisibility ?? ''}
        disabled={!document}
        aria-describedby={`${id}-hint`}
        onChange={(event) => choose(event.target.value as Visibility)}
        className={inputClasses(false)}
      >
        {!document && <option value="">{intl.formatMessage({ id: 'profile.loading' })}</option>}
        {PROFILE_VISIBILITIES.map((visibility) => (
          <option key={visibility} value={visibility}>
            {intl.formatMessage({ id: `profile.visibility.${visibility}` })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        <FormattedMessage id="profile.visibility.hint" />
      </p>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id="profile.saveFailed" />
        </p>
      )}
    </div>
  );
}
