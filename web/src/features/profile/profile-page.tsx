import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProfileTabs } from './components/profile-tabs';
import { PROFILE_TAB_NAMES, type ProfileTab } from './profile-fields';

const TAB_PARAM = 'tab';

/**
 * /dashboard/profile: the student's profile in five tabs, read from and saved to the synced
 * profile document, so it works offline and reaches the user's other devices. The open tab is in
 * the address (`?tab=languages`), so a reload or a shared link keeps it.
 */
export function ProfilePage({ identityEmail }: { identityEmail: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dashboard.nav.profile' });
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM) as ProfileTab | null;
  const selected = asked && PROFILE_TAB_NAMES.includes(asked) ? asked : 'personal';
  const select = (tab: ProfileTab) => setParams({ [TAB_PARAM]: tab }, { replace: true });

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {title}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        <FormattedMessage id="profile.intro" />
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900">
        <ProfileTabs selected={selected} identityEmail={identityEmail} onSelect={select} />
      </div>
    </div>
  );
}
