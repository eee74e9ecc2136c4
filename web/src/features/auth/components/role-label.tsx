import { FormattedMessage } from 'react-intl';
import { useAuth } from '../hooks/use-auth';
import { roleLabelId } from '../role-label';

/** "Signed in as" and the user's role (Super Admin, Admin or Student) for the side menu. */
export function RoleLabel() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      <FormattedMessage id="dashboard.role.caption" />{' '}
      <span className="inline-block rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
        <FormattedMessage id={roleLabelId(user.roles)} />
      </span>
    </p>
  );
}
