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

/** The password rules a super admin sets (system settings); the spec's rules by default. */
export interface PasswordPolicy {
  minLength: number;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireNumber: boolean;
  requireSpecial: boolean;
}

export const SPEC_PASSWORD_POLICY: PasswordPolicy = {
  minLength: PASSWORD_MIN_LENGTH,
  requireUppercase: true,
  requireLowercase: true,
  requireNumber: true,
  requireSpecial: true,
};

/** The length message for a minimum other than the spec's (which keeps its own wording). */
export function passwordMinLengthMessage(minLength: number): string {
  return minLength === PASSWORD_MIN_LENGTH
    ? PASSWORD_MESSAGES.minLength
    : `Password must be at least ${minLength} characters`;
}

/** The minimum a length message names (either wording), so each side can translate it. */
export function minLengthOfMessage(message: string): number | undefined {
  const match = /^Password must be at least (\d+) characters$/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** The messages of every rule of `policy` that `password` breaks, in the rules' order. */
export function passwordPolicyIssues(password: string, policy: PasswordPolicy): string[] {
  const issues: string[] = [];
  if (password.length < policy.minLength) issues.push(passwordMinLengthMessage(policy.minLength));
  if (policy.requireUppercase && !/[A-Z]/.test(password)) issues.push(PASSWORD_MESSAGES.uppercase);
  if (policy.requireLowercase && !/[a-z]/.test(password)) issues.push(PASSWORD_MESSAGES.lowercase);
  if (policy.requireNumber && !/[0-9]/.test(password)) issues.push(PASSWORD_MESSAGES.number);
  if (policy.requireSpecial && !/[^A-Za-z0-9]/.test(password)) {
    issues.push(PASSWORD_MESSAGES.special);
  }
  return issues;
}

/** A password schema for `policy` (the spec's passwordSchema when the policy is the spec's). */
export function passwordSchemaFor(policy: PasswordPolicy) {
  return z
    .string()
    .min(1, PASSWORD_MESSAGES.required)
    .superRefine((password, context) => {
      for (const message of passwordPolicyIssues(password, policy)) {
        context.addIssue({ code: 'custom', message });
      }
    });
}

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Invalid email address',
} as const;

export const NAME_REQUIRED_MESSAGE = 'This field is required';

export const NAME_MAX_LENGTH = 100;

/** The sign-up form of the local identity provider under `policy`, with spec §5's confirmation. */
export function signUpSchemaFor(policy: PasswordPolicy) {
  return z
    .object({
      name: z.string().trim().min(1, NAME_REQUIRED_MESSAGE).max(NAME_MAX_LENGTH),
      email: z
        .string()
        .trim()
        .min(1, EMAIL_MESSAGES.required)
        .pipe(z.email(EMAIL_MESSAGES.invalid)),
      password: passwordSchemaFor(policy),
      confirmPassword: z.string(),
    })
    .refine((form) => form.password === form.confirmPassword, {
      message: PASSWORD_MESSAGES.mismatch,
      path: ['confirmPassword'],
    });
}

export const signUpSchema = signUpSchemaFor(SPEC_PASSWORD_POLICY);

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
