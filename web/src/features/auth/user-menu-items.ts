import { type AuthUser } from '../../../../shared/auth/auth-state';
import { isSuperadminRoles } from '../../../../shared/auth/roles';
import { type MessageId } from '../../i18n/messages';

export interface UserMenuItem {
  to: string;
  labelId: MessageId;
}

/** Spec §2 Navigation: the user menu's links per role (logout follows them, last). */
export function userMenuItems(user: AuthUser): UserMenuItem[] {
  const items: UserMenuItem[] = [
    { to: '/dashboard', labelId: 'userMenu.dashboard' },
    { to: '/dashboard/profile', labelId: 'userMenu.profile' },
  ];
  if (user.isAdmin) {
    items.push(
      { to: '/admin/dashboard', labelId: 'userMenu.adminDashboard' },
      { to: '/admin/users', labelId: 'userMenu.userManagement' },
    );
  }
  if (isSuperadminRoles(user.roles)) {
    items.push(
      { to: '/admin/manage-admins', labelId: 'userMenu.adminManagement' },
      { to: '/admin/system-settings', labelId: 'userMenu.systemSettings' },
      { to: '/admin/analytics', labelId: 'userMenu.analytics' },
    );
  }
  return items;
}

/**
 * The dashboard header's profile menu (logout follows, last): the account's own screens, the
 * other signed-in area for admins, and the way back to the public site.
 */
export function profileMenuItems(user: AuthUser): UserMenuItem[] {
  const items: UserMenuItem[] = [
    { to: '/dashboard/profile', labelId: 'userMenu.profile' },
    { to: '/dashboard/settings', labelId: 'userMenu.settings' },
  ];
  if (user.isAdmin) {
    items.push(
      { to: '/dashboard', labelId: 'userMenu.dashboard' },
      { to: '/admin/dashboard', labelId: 'userMenu.adminDashboard' },
    );
  }
  items.push({ to: '/', labelId: 'dashboard.backToSite' });
  return items;
}
