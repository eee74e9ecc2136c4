import { useIntl } from 'react-intl';
import { PageSpinner } from '../../../components/page-spinner';
import { SettingsSection } from '../../../components/settings-section';
import { AccountManagementSection } from '../../../features/account/components/account-management-section';
import { SecuritySection } from '../../../features/account/components/security-section';
import { logout } from '../../../features/auth/auth-session';
import { selectUser } from '../../../features/auth/auth-slice';
import { useLoginProvider } from '../../../features/auth/hooks/use-login-provider';
import { DisplaySettings } from '../../../features/preferences/components/display-settings';
import { ProfileSettingsSection } from '../../../features/profile/components/profile-settings-section';
import { NotificationChannelsGrid } from '../../../features/settings/notification-channels-grid';
import { PushDeviceSetting } from '../../../features/settings/push-device-setting';
import { NotificationSettings } from '../../../features/settings/notification-settings';
import { type MessageId } from '../../../i18n/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAppSelector } from '../../hooks';

/**
 * The settings' sections in the spec's order (§2: profile, notifications, display, security,
 * account management); each is one entry here and one `SettingsSection` below.
 */
const SECTIONS: readonly { anchor: string; titleId: MessageId }[] = [
  { anchor: 'profile', titleId: 'settings.section.profile' },
  { anchor: 'notifications', titleId: 'settings.section.notifications' },
  { anchor: 'notification-channels', titleId: 'settings.section.notificationChannels' },
  { anchor: 'display', titleId: 'settings.section.display' },
  { anchor: 'security', titleId: 'settings.section.security' },
  { anchor: 'account', titleId: 'settings.section.account' },
];

/** /dashboard/settings. */
export function SettingsScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dashboard.nav.settings' });
  useDocumentTitle(title);
  const [loginProvider, retry] = useLoginProvider();
  const user = useAppSelector(selectUser);
  // Every session of the account has ended (or the account is gone): end this one at the
  // provider too, which comes back to the site root signed out.
  const endSession = () => void logout();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {title}
      </h1>
      <nav aria-label={intl.formatMessage({ id: 'settings.sections' })} className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {SECTIONS.map(({ anchor, titleId }) => (
            <li key={anchor}>
              <a
                href={`#${anchor}`}
                className="font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
              >
                {intl.formatMessage({ id: titleId })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-8">
        <SettingsSection
          anchor="profile"
          titleId="settings.section.profile"
          descriptionId="settings.section.profileDescription"
        >
          <ProfileSettingsSection identityEmail={user?.email ?? ''} />
        </SettingsSection>
        <SettingsSection
          anchor="notifications"
          titleId="settings.section.notifications"
          descriptionId="settings.section.notificationsDescription"
        >
          <NotificationSettings />
          <PushDeviceSetting />
        </SettingsSection>
        {user && (
          <SettingsSection
            anchor="notification-channels"
            titleId="settings.section.notificationChannels"
            descriptionId="settings.section.notificationChannelsDescription"
          >
            <NotificationChannelsGrid userId={user.sub} />
          </SettingsSection>
        )}
        <SettingsSection
          anchor="display"
          titleId="settings.section.display"
          descriptionId="settings.section.displayDescription"
        >
          <DisplaySettings />
        </SettingsSection>
        {loginProvider.status === 'loading' && <PageSpinner />}
        {loginProvider.status === 'failed' && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
            <p>{intl.formatMessage({ id: 'settings.loadError' })}</p>
            <button
              type="button"
              onClick={retry}
              className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold"
            >
              {intl.formatMessage({ id: 'auth.guard.tryAgain' })}
            </button>
          </div>
        )}
        {loginProvider.status === 'ready' && (
          <>
            <SettingsSection
              anchor="security"
              titleId="settings.section.security"
              descriptionId="settings.section.securityDescription"
            >
              <SecuritySection loginProvider={loginProvider.mode} onSignedOut={endSession} />
            </SettingsSection>
            <SettingsSection
              anchor="account"
              titleId="settings.section.account"
              descriptionId="settings.section.accountDescription"
            >
              <AccountManagementSection loginProvider={loginProvider.mode} onDeleted={endSession} />
            </SettingsSection>
          </>
        )}
      </div>
    </div>
  );
}
