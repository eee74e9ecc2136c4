import { escalatedSubject } from './role-escalation';

describe(escalatedSubject.name, () => {
  const user = 'local|ada';

  it('sees a student made an admin, and an admin made a super admin', () => {
    expect(
      escalatedSubject({
        action: 'admin.add',
        resourceId: user,
        before: { roles: ['student'] },
        after: { roles: ['admin'] },
      }),
    ).toBe(user);
    expect(
      escalatedSubject({
        action: 'admin.role',
        resourceId: user,
        before: { roles: ['admin'], adminPermissions: ['users:read'] },
        after: { roles: ['superadmin'] },
      }),
    ).toBe(user);
  });

  it('does not count a demotion or a narrowing', () => {
    expect(
      escalatedSubject({
        action: 'admin.role',
        resourceId: user,
        before: { roles: ['superadmin'] },
        after: { roles: ['admin'] },
      }),
    ).toBeUndefined();
    expect(
      escalatedSubject({
        action: 'admin.permissions',
        resourceId: user,
        before: { roles: ['admin'] },
        after: { roles: ['admin'], adminPermissions: ['users:read'] },
      }),
    ).toBeUndefined();
  });

  it('sees an admin given more permissions, or all of them', () => {
    const before = { roles: ['admin'], adminPermissions: ['users:read'] };
    expect(
      escalatedSubject({
        action: 'admin.permissions',
        resourceId: user,
        before,
        after: { roles: ['admin'], adminPermissions: ['users:read', 'logs:read'] },
      }),
    ).toBe(user);
    expect(
      escalatedSubject({
        action: 'admin.permissions',
        resourceId: user,
        before,
        after: { roles: ['admin'] },
      }),
    ).toBe(user);
  });

  it('sees a role granted to someone and a role given new permissions', () => {
    expect(
      escalatedSubject({
        action: 'role.grant',
        resourceId: 'editors',
        before: { members: [] },
        after: { members: [user], userId: user },
      }),
    ).toBe(user);
    expect(
      escalatedSubject({
        action: 'role.update',
        resourceId: 'editors',
        before: { permissions: ['content:read'] },
        after: { permissions: ['content:read', 'users:delete'] },
      }),
    ).toBe('role/editors');
    expect(
      escalatedSubject({ action: 'course.update', resourceId: 'c1', before: {}, after: {} }),
    ).toBeUndefined();
  });
});
