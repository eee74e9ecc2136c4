/** The security section of the settings (issue 11 item 5): change password on the local provider. */
import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordSchema } from '../auth/password-policy';

export const ACCOUNT_SECURITY_MESSAGES = {
  wrongCurrentPassword: 'The current password is incorrect.',
  locked: 'Your account is locked after too many failed attempts. Please try again later.',
  notLocal:
    "Your sign-in is managed by an external login provider. Change your password and sign out of your devices in that provider's account settings.",
} as const;

/**
 * Current password, new password under the sign-up policy (spec §5) and its confirmation. The
 * API takes the same shape; the confirmation is checked on both sides.
 */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z.string().min(1, PASSWORD_MESSAGES.required).max(1024),
    newPassword: passwordSchema.max(1024),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** The API paths of account management, beside GET /api/me. */
export const ACCOUNT_PATHS = {
  password: '/api/me/password',
  signOutEverywhere: '/api/me/sign-out-everywhere',
  export: '/api/me/export',
  deletion: '/api/me/deletion',
} as const;
