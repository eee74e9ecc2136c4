import { isSuperadminRoles } from '../../../../shared/auth/roles';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { DashboardFrame } from './dashboard-frame';
import { type NavGroup } from './nav-item';

const ADMIN_MANAGE: NavGroup = {
  labelId: 'admin.nav.manage',
  items: [
    { to: '/admin/dashboard', labelId: 'admin.nav.dashboard' },
    { to: '/admin/users', labelId: 'admin.nav.users' },
    { to: '/admin/courses', labelId: 'admin.nav.courses' },
    { to: '/admin/analytics', labelId: 'admin.nav.analytics' },
    { to: '/admin/content', labelId: 'admin.nav.content' },
    { to: '/admin/settings', labelId: 'admin.nav.settings' },
  ],
};

const SUPERADMIN_TOOLS: NavGroup = {
  labelId: 'admin.nav.tools',
  items: [
    { to: '/admin/system-settings', labelId: 'admin.nav.systemSettings' },
    { to: '/admin/manage-admins', labelId: 'admin.nav.manageAdmins' },
    { to: '/admin/api-management', labelId: 'admin.nav.apiManagement' },
  ],
};

/**
 * The admin area's frame: the dashboard frame with the admin menu, and the super-admin tools
 * (spec §2 Navigation) only for super admins, since those screens refuse everybody else.
 */
export function AdminLayout() {
  const { user } = useAuth();
  const navGroups = isSuperadminRoles(user?.roles ?? [])
    ? [ADMIN_MANAGE, SUPERADMIN_TOOLS]
    : [ADMIN_MANAGE];
  return <DashboardFrame areaLabelId="admin.area" navGroups={navGroups} />;
}
