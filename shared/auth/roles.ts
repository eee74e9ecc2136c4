/** The roles of spec §6, as they appear in the namespaced roles claim of the identity token. */
export const ROLES = ['student', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Every signed-in user is at least a student (spec §1: student is the default role). */
export const DEFAULT_ROLE: Role = 'student';

/** The roles a claim value grants: unknown names are dropped, a missing claim means student. */
export function rolesFromClaim(value: unknown): Role[] {
  if (!Array.isArray(value)) return [DEFAULT_ROLE];
  const roles = value.filter((name): name is Role => (ROLES as readonly unknown[]).includes(name));
  return roles.length > 0 ? roles : [DEFAULT_ROLE];
}

/** Spec §3: isAdmin is true when the roles hold admin or superadmin. */
export function isAdminRoles(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('superadmin');
}

export function isSuperadminRoles(roles: readonly string[]): boolean {
  return roles.includes('superadmin');
}

/** Spec §4: admins and super admins land on the admin dashboard, everybody else on /dashboard. */
export function defaultHomePath(roles: readonly string[]): string {
  return isAdminRoles(roles) ? '/admin/dashboard' : '/dashboard';
}
