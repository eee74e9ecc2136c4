import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { defineGrid } from './grid-query';
import { USER_STATUSES } from '../auth/auth-state';
import {
  EMAIL_MESSAGES,
  NAME_MAX_LENGTH,
  NAME_REQUIRED_MESSAGE,
  passwordSchema,
} from '../auth/password-policy';
import { PERMISSIONS } from '../auth/permissions';
import { ROLES } from '../auth/roles';

/**
 * The users grid (issue 13 item 4): search on name and email, filters role, status and the
 * moment from which accounts were created (`since`, inclusive: the dashboard's new students).
 */
export const USERS_GRID = defineGrid({
  sorts: ['name', 'email', 'status', 'createdAt', 'lastLoginAt'],
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  filters: { role: ROLES, status: USER_STATUSES, since: 'instant' },
});

/** One row of the users grid. */
export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string(),
  /** Bumped by every saved edit: a save names the revision it was made from. */
  revision: z.number().int().min(0),
  /** The admin permissions a super admin left this admin (absent: the whole admin role). */
  adminPermissions: z.array(z.enum(PERMISSIONS)).optional(),
});

export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

const name = z
  .string()
  .trim()
  .min(1, NAME_REQUIRED_MESSAGE)
  .max(NAME_MAX_LENGTH, ADMIN_MESSAGES.tooLong);
const email = z
  .string()
  .trim()
  .min(1, EMAIL_MESSAGES.required)
  .max(254, ADMIN_MESSAGES.tooLong)
  .pipe(z.email(EMAIL_MESSAGES.invalid));
const roles = z.array(z.enum(ROLES)).min(1, ADMIN_MESSAGES.roleRequired);

/** A new user with a local login (spec §6: admins create users). */
export const createUserSchema = z.object({ name, email, roles, password: passwordSchema });
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** An edit, made from the record's `revision` (the later of two concurrent saves is refused). */
export const updateUserSchema = z.object({
  name,
  email,
  roles,
  revision: z.number().int().min(0),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const BULK_USER_ACTIONS = ['suspend', 'activate', 'delete'] as const;
export type BulkUserAction = (typeof BULK_USER_ACTIONS)[number];

/** The API's refusals of user management, in the words the admin reads. */
export const ADMIN_USER_MESSAGES = {
  staleRevision:
    'This user was changed by someone else since you opened it. Reload to see the changes, then save again.',
  emailTaken: 'This email address is already in use',
  superadminOnly: 'Only a super admin can change a super admin or grant the superadmin role',
  notYourself: 'You cannot suspend or delete your own account here',
  lastSuperadmin: 'The last super admin cannot be demoted or removed',
  deleted: 'This user has been deleted',
  notLocal: 'Password reset links are sent only for accounts that sign in with a password here',
} as const;
