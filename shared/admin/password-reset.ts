import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordSchema } from '../auth/password-policy';

/** The reset page's refusals, in the words the user reads. */
export const PASSWORD_RESET_MESSAGES = {
  invalidLink: 'This password reset link is invalid or has expired. Ask for a new one.',
  unavailable: 'Password reset failed. Please try again later.',
} as const;

/** What the reset page sends: the link's token and the new password, confirmed (spec §5). */
export const passwordResetSchema = z
  .object({
    token: z.string().min(20).max(200),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
