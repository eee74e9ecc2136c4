import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  NEWSLETTER_FREQUENCIES,
  type SettingsDocument,
} from '../../../../shared/sync/settings-document';
import { showToast } from '../../components/toast-store';
import { type MessageId } from '../../i18n/messages';
import type { SyncDocumentPatch } from '../../sync/sync-engine';
import { useSyncedDocument } from '../../sync/sync-hooks';
import { NotificationSwitch } from './notification-switch';

type NotificationToggle = keyof SettingsDocument['notifications'];

/** The toggles of spec §3 "User settings", in its order. */
const TOGGLES: readonly NotificationToggle[] = [
  'emailUpdates',
  'courseRecommendations',
  'sessionReminders',
  'applicationUpdates',
  'marketingEmails',
  'sms',
  'push',
];

/**
 * The notifications part of the settings: the seven toggles and the newsletter frequency, read
 * from and saved to the user's synced settings (so they work offline and reach the other devices;
 * the notifications issue honours them). Each change is confirmed with the spec's toast.
 */
export function NotificationSettings() {
  const intl = useIntl();
  const { document, status, save } = useSyncedDocument('settings');
  const frequencyId = useId();

  const saveChange = (patch: SyncDocumentPatch<'settings'>) => {
    save(patch).then(
      () =>
        showToast({
          title: intl.formatMessage({ id: 'settings.notifications.savedTitle' }),
          description: intl.formatMessage({ id: 'settings.notifications.savedBody' }),
        }),
      (error: unknown) => {
        console.error('[settings] the notification settings were not saved', error);
        showToast({
          title: intl.formatMessage({ id: 'settings.notifications.saveError' }),
          variant: 'destructive',
        });
      },
    );
  };
  const toggle = (key: NotificationToggle, value: boolean) =>
    saveChange((current) => ({ notifications: { ...current.notifications, [key]: value } }));

  if (status === 'error') {
    return (
      <p role="alert" className="text-red-800 dark:text-red-300">
        <FormattedMessage id="settings.loadError" />
      </p>
    );
  }
  if (!document) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  return (
    <div>
      <div className="divide-y divide-slate-200 dark:divide-slate-700">
        {TOGGLES.map((key) => (
          <NotificationSwitch
            key={key}
            labelId={`settings.notifications.${key}` as MessageId}
            helpId={`settings.notifications.${key}.help` as MessageId}
            checked={document.notifications[key]}
            onChange={(value) => toggle(key, value)}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label htmlFor={frequencyId} className="font-medium text-slate-900 dark:text-slate-100">
          <FormattedMessage id="settings.newsletter.label" />
        </label>
        <select
          id={frequencyId}
          value={document.newsletterFrequency}
          onChange={(event) =>
            saveChange({
              newsletterFrequency: event.target.value as SettingsDocument['newsletterFrequency'],
            })
          }
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        >
          {NEWSLETTER_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {intl.formatMessage({ id: `settings.newsletter.${frequency}` })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
