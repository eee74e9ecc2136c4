import { z } from 'zod';
import { PERMISSIONS, SUPERADMIN_PERMISSIONS, type Permission } from '../auth/permissions';
import { ROLES } from '../auth/roles';
import { ADMIN_MESSAGES } from './admin-messages';

/**
 * Roles as the admin area manages them (issue 13 item 9, DESIGN.md decision 11): a name, a
 * description and the permissions it grants. The built-in roles (student, admin, superadmin) are
 * stored like the others, seeded from shared/auth/permissions.ts, and can be neither changed nor
 * deleted; custom roles are given to users on top of their built-in role.
 */
export const ROLE_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;
export const ROLE_DESCRIPTION_MAX = 300;

export const roleNameSchema = z.string().trim().regex(ROLE_NAME_PATTERN, ADMIN_MESSAGES.roleName);

const permissionSchema = z.enum(PERMISSIONS);

/** The editable fields of a role, as the form and the API check them. */
export const roleFieldsSchema = z.object({
  description: z.string().trim().max(ROLE_DESCRIPTION_MAX, ADMIN_MESSAGES.tooLong),
  permissions: z.array(permissionSchema).max(PERMISSIONS.length),
});

export const createRoleSchema = roleFieldsSchema.extend({ name: roleNameSchema }).strict();
export type CreateRoleInput = z.infer<typeof createRoleSchema>;

/** An edit names the revision it was made from: a stale one is refused (409). */
export const updateRoleSchema = roleFieldsSchema
  .extend({ revision: z.number().int().min(1) })
  .strict();
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;

export const roleMemberSchema = z.object({ userId: z.string().trim().min(1).max(200) }).strict();

export const roleViewSchema = z.object({
  name: z.string(),
  description: z.string(),
  permissions: z.array(permissionSchema),
  builtIn: z.boolean(),
  revision: z.number(),
  members: z.array(z.string()),
  updatedAt: z.string(),
});
export type RoleView = z.infer<typeof roleViewSchema>;

export const roleListSchema = z.object({ roles: z.array(roleViewSchema) });

export const BUILT_IN_ROLE_NAMES: readonly string[] = ROLES;

export function isBuiltInRoleName(name: string): boolean {
  return BUILT_IN_ROLE_NAMES.includes(name);
}

/** Permissions only a super admin may put into a role (spec §6). */
export function superadminOnlyPermissions(permissions: readonly Permission[]): Permission[] {
  return permissions.filter((permission) => SUPERADMIN_PERMISSIONS.includes(permission));
}
