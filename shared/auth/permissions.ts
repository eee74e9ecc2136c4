import { type Role } from './roles';

/**
 * What a caller may do beyond their own data, one permission per resource and action (DESIGN.md
 * decision 11, spec §6). Every API endpoint that is neither public nor "own data of the signed-in
 * user" declares one of these; the API reads the caller's roles from their stored record on each
 * request and grants the union of what those roles map to.
 */
export const PERMISSIONS = [
  // Admin area (spec §6: admin)
  'users:read',
  'users:create',
  'users:update',
  'users:delete',
  'users:suspend',
  'users:reset-password',
  'leads:read',
  'leads:update',
  'leads:export',
  'courses:read',
  'courses:write',
  'courses:publish',
  'courses:import',
  'courses:export',
  'content:read',
  'content:write',
  'content:publish',
  'analytics:read',
  'settings:read',
  'settings:update',
  'roles:read',
  'roles:write',
  'logs:read',
  'logs:download',
  'logs:clear',
  'notifications:send',
  'conversations:read',
  'conversations:reply',
  'conversations:manage',
  'sessions:read',
  'sessions:manage',
  'applications:read',
  'applications:manage',
  'documents:review',
  // Super admin area (spec §6: superadmin only)
  'admins:manage',
  'system-settings:manage',
  'feature-flags:manage',
  'api-keys:manage',
  'security-alerts:read',
  'maintenance:run',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Held by super admins only: no admin can hold or grant them (spec §6). */
export const SUPERADMIN_PERMISSIONS: readonly Permission[] = [
  'admins:manage',
  'system-settings:manage',
  'feature-flags:manage',
  'api-keys:manage',
  'security-alerts:read',
  'maintenance:run',
];

/** The admin area's permissions: what a super admin may give or withhold per admin. */
export const ADMIN_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter(
  (permission) => !SUPERADMIN_PERMISSIONS.includes(permission),
);

/**
 * The built-in roles. A student reaches their own data only, which needs a sign-in and no
 * permission; admins get the admin area; super admins get everything.
 */
export const BUILT_IN_ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  student: [],
  admin: ADMIN_PERMISSIONS,
  superadmin: PERMISSIONS,
};

/** Whether any of `roles` grants `permission`. */
export function rolesGrant(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => BUILT_IN_ROLE_PERMISSIONS[role].includes(permission));
}
