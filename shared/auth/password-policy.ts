import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';

/** Spec §5 messages of the password policy; the sign-up page and the API show them verbatim. */
export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  minLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  mismatch: 'Passwords do not match',
} as const;

export type PasswordMessageKey = keyof typeof PASSWORD_MESSAGES;

/** Spec §5: at least 8 characters with upper case, lower case, a number and a special character. */
export const passwordSchema = z
  .string()
  .min(1, PASSWORD_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.minLength)
  .regex(/[A-Z]/, PASSWORD_MESSAGES.uppercase)
  .regex(/[a-z]/, PASSWORD_MESSAGES.lowercase)
  .regex(/[0-9]/, PASSWORD_MESSAGES.number)
  .regex(/[^A-Za-z0-9]/, PASSWORD_MESSAGES.special);

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Invalid email address',
} as const;

export const NAME_REQUIRED_MESSAGE = 'This field is required';

export const NAME_MAX_LENGTH = 100;

/** The sign-up form of the local identity provider, with the confirmation check of spec §5. */
export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, NAME_REQUIRED_MESSAGE).max(NAME_MAX_LENGTH),
    email: z.string().trim().min(1, EMAIL_MESSAGES.required).pipe(z.email(EMAIL_MESSAGES.invalid)),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

export type SignUpForm = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({
  email: z.string().trim().min(1, EMAIL_MESSAGES.required).pipe(z.email(EMAIL_MESSAGES.invalid)),
  password: z.string().min(1, PASSWORD_MESSAGES.required),
});

export type LoginForm = z.infer<typeof loginSchema>;

/** Accounts are keyed by this form of the address, so a lookup is always an `_id` lookup. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
