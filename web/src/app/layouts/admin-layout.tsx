import { rolesGrant } from '../../../../shared/auth/permissions';
import { type Role, isSuperadminRoles } from '../../../../shared/auth/roles';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { DashboardFrame } from './dashboard-frame';
import { type NavGroup } from './nav-item';

/** Spec §2 "Admin nav": dashboard, users, courses, analytics; the leads inbox (issue 13) and the advisors' inbox (issue 14). */
const ADMIN_NAV: NavGroup = {
  labelId: 'admin.nav.manage',
  items: [
    { to: '/admin/dashboard', labelId: 'admin.nav.dashboard' },
    { to: '/admin/users', labelId: 'admin.nav.users' },
    { to: '/admin/courses', labelId: 'admin.nav.courses' },
    { to: '/admin/leads', labelId: 'admin.nav.leads' },
    { to: '/admin/conversations', labelId: 'admin.nav.conversations' },
    { to: '/admin/sessions', labelId: 'admin.nav.sessions' },
    {
      to: '/admin/applications',
      labelId: 'admin.nav.applications',
      permission: 'applications:read',
    },
    {
      to: '/admin/documents',
      labelId: 'admin.nav.documents',
      permission: 'documents:review',
    },
    { to: '/admin/analytics', labelId: 'admin.nav.analytics' },
  ],
};

const ADMIN_SITE: NavGroup = {
  labelId: 'admin.nav.site',
  items: [
    { to: '/admin/content', labelId: 'admin.nav.content' },
    { to: '/admin/settings', labelId: 'admin.nav.settings' },
    { to: '/admin/roles', labelId: 'admin.nav.roles' },
    { to: '/admin/logs', labelId: 'admin.nav.logs' },
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

/** The group's links the roles may use. */
function permitted(group: NavGroup, roles: readonly Role[]): NavGroup {
  return {
    ...group,
    items: group.items.filter((item) => !item.permission || rolesGrant(roles, item.permission)),
  };
}

/**
 * The admin area's frame: the dashboard frame with the admin menu, and for super admins the
 * 'Super Admin Mode' label and the admin tools (spec §2 Navigation), since those screens refuse
 * everybody else.
 */
export function AdminLayout() {
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  const superadmin = isSuperadminRoles(roles);
  return (
    <DashboardFrame
      areaLabelId="admin.area"
      primaryNav={permitted(ADMIN_NAV, roles)}
      sideGroups={superadmin ? [ADMIN_SITE, SUPERADMIN_TOOLS] : [ADMIN_SITE]}
      modeLabelId={superadmin ? 'admin.superAdminMode' : undefined}
    />
  );
}
