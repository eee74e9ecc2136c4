import { useIntl } from 'react-intl';
import { Navigate, Outlet } from 'react-router-dom';
import { isSuperadminRoles } from '../../../../../shared/auth/roles';
import { guardBypassed } from '../guard-bypass';
import { useAuth } from '../hooks/use-auth';

interface RoleGuardProps {
  /** admin lets admins and super admins in; superadmin only super admins (spec §6). */
  role: 'admin' | 'superadmin';
}

const TEXT_IDS = {
  admin: { title: 'auth.guard.adminTitle', message: 'auth.guard.adminRequired' },
  superadmin: { title: 'auth.guard.superadminTitle', message: 'auth.guard.superadminRequired' },
} as const;

/**
 * Spec §4 admin and superadmin guards, placed inside the login guard: anybody without the role
 * goes to /unauthorized with the guard's title and message in navigation state. The API enforces
 * the same roles; this only keeps people out of screens that would fail.
 */
export function RoleGuard({ role }: RoleGuardProps) {
  const intl = useIntl();
  const { user, sessionExpired } = useAuth();
  const allowed = role === 'admin' ? !!user?.isAdmin : isSuperadminRoles(user?.roles ?? []);
  // After the session ended the page stays under the blocking dialog, which only logs out.
  if (allowed || sessionExpired || guardBypassed(role)) return <Outlet />;
  return (
    <Navigate
      to="/unauthorized"
      replace
      state={{
        title: intl.formatMessage({ id: TEXT_IDS[role].title }),
        message: intl.formatMessage({ id: TEXT_IDS[role].message }),
      }}
    />
  );
}
