import {
  BUILT_IN_ROLE_PERMISSIONS,
  PERMISSIONS,
  rolesGrant,
  SUPERADMIN_PERMISSIONS,
} from './permissions';

describe('built-in role permissions', () => {
  it('gives students no permission beyond their own data', () => {
    expect(BUILT_IN_ROLE_PERMISSIONS.student).toEqual([]);
    expect(PERMISSIONS.some((permission) => rolesGrant(['student'], permission))).toBe(false);
  });

  it('gives admins every permission except the super admin ones', () => {
    for (const permission of PERMISSIONS) {
      expect(rolesGrant(['admin'], permission)).toBe(!SUPERADMIN_PERMISSIONS.includes(permission));
    }
  });

  it('gives super admins every permission', () => {
    expect(PERMISSIONS.every((permission) => rolesGrant(['superadmin'], permission))).toBe(true);
  });

  it('grants the union of several roles and nothing to no role', () => {
    expect(rolesGrant(['student', 'admin'], 'users:suspend')).toBe(true);
    expect(rolesGrant([], 'users:read')).toBe(false);
  });
});
