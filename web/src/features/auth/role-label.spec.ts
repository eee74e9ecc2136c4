import { type AuthUser } from '../../../../shared/auth/auth-state';
import { isAdminRoles, type Role } from '../../../../shared/auth/roles';
import { roleLabelId } from './role-label';
import { profileMenuItems } from './user-menu-items';

const user = (roles: Role[]): AuthUser => ({
  sub: 'user-1',
  name: 'Sam Student',
  email: 'sam@example.com',
  roles,
  isAdmin: isAdminRoles(roles),
});

describe('role label', () => {
  it.each([
    [['student'], 'dashboard.role.student'],
    [['admin'], 'dashboard.role.admin'],
    [['superadmin'], 'dashboard.role.superadmin'],
    [['student', 'admin'], 'dashboard.role.admin'],
    [['admin', 'superadmin'], 'dashboard.role.superadmin'],
  ] as [Role[], string][])('names %j by the highest role', (roles, expected) => {
    expect(roleLabelId(roles)).toBe(expected);
  });
});

describe('profile menu items', () => {
  it('offers a student their profile, settings and the way back to the site', () => {
    expect(profileMenuItems(user(['student'])).map((item) => item.to)).toEqual([
      '/dashboard/profile',
      '/dashboard/settings',
      '/',
    ]);
  });

  it('also offers admins both signed-in areas', () => {
    expect(profileMenuItems(user(['admin'])).map((item) => item.to)).toEqual([
      '/dashboard/profile',
      '/dashboard/settings',
      '/dashboard',
      '/admin/dashboard',
      '/',
    ]);
  });
});
