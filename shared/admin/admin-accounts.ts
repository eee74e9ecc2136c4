import { z } from 'zod';
import { USER_STATUSES } from '../auth/auth-state';
import { EMAIL_MESSAGES, NAME_MAX_LENGTH } from '../auth/password-policy';
import { ADMIN_PERMISSIONS, type Permission } from '../auth/permissions';
import { ADMIN_MESSAGES } from './admin-messages';

/**
 * Admin accounts (spec §2 /admin/manage-admins, §6 superadmin: add, remove, set permissions;
 * issue 16 item 1). An admin holds the admin area's permissions, all of them unless a super admin
 * narrowed them for that admin; a super admin holds everything, always.
 */
export const ADMIN_ACCOUNT_ROLES = ['admin', 'superadmin'] as const;
export type AdminAccountRole = (typeof ADMIN_ACCOUNT_ROLES)[number];

const adminPermissionSchema = z.enum(ADMIN_PERMISSIONS as [Permission, ...Permission[]]);

export const adminAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ACCOUNT_ROLES),
  /** What the account may do in the admin area (a super admin: every admin permission). */
  permissions: z.array(adminPermissionSchema),
  /** True when a super admin narrowed this admin's permissions. */
  restricted: z.boolean(),
  status: z.enum(USER_STATUSES),
  lastLoginAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountListSchema = z.object({ admins: z.array(adminAccountSchema) });

/** Add: an existing user is promoted; an unknown address is invited (local logins only). */
export const addAdminSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, EMAIL_MESSAGES.required)
      .max(254, ADMIN_MESSAGES.tooLong)
      .pipe(z.email(EMAIL_MESSAGES.invalid)),
    /** The invited person's name; unused when the address belongs to a user already. */
    name: z.string().trim().max(NAME_MAX_LENGTH, ADMIN_MESSAGES.tooLong),
    role: z.enum(ADMIN_ACCOUNT_ROLES),
  })
  .strict();
export type AddAdminInput = z.infer<typeof addAdminSchema>;

export const setAdminRoleSchema = z.object({ role: z.enum(ADMIN_ACCOUNT_ROLES) }).strict();
export type SetAdminRoleInput = z.infer<typeof setAdminRoleSchema>;

export const setAdminPermissionsSchema = z
  .object({ permissions: z.array(adminPermissionSchema).max(ADMIN_PERMISSIONS.length) })
  .strict();
export type SetAdminPermissionsInput = z.infer<typeof setAdminPermissionsSchema>;

/** What adding answers: the account, and whether an invitation went out. */
export const addedAdminSchema = z.object({ admin: adminAccountSchema, invited: z.boolean() });
export type AddedAdmin = z.infer<typeof addedAdminSchema>;

/** The API's refusals on this screen, in English as it sends them (`admin.admins.error.<key>`). */
export const ADMIN_ACCOUNT_MESSAGES = {
  notYourself: 'You cannot change your own admin access',
  lastSuperadmin: 'The last super admin cannot be demoted or removed',
  notAnAdmin: 'This user is not an admin',
  alreadyAdmin: 'This user already has this role',
  superadminPermissions: 'A super admin always holds every permission',
  unknownEmail:
    'No user signs in with this address yet. They appear here after their first sign-in.',
  identityUnavailable: 'The identity provider could not be updated. Try again later.',
  suspended: 'Activate this user before making them an admin',
} as const;
