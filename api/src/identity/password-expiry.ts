import { z } from 'zod';
import {
  EMAIL_MESSAGES,
  PASSWORD_MESSAGES,
  type PasswordPolicy,
  passwordSchemaFor,
} from '../../../shared/auth/password-policy';
import { type AccountEntity } from './account.schema';

const DAY_MS = 86_400_000;

/**
 * Whether the account's password is older than the password expiry (system settings; null: never
 * expires). A password set before the platform noted change times counts from the account's creation.
 */
export function passwordExpired(
  account: Pick<AccountEntity, 'createdAt' | 'passwordChangedAt'>,
  expiryDays: number | null,
  now: Date,
): boolean {
  if (expiryDays === null) return false;
  const changedAt = account.passwordChangedAt ?? account.createdAt;
  return now.getTime() - changedAt.getTime() >= expiryDays * DAY_MS;
}

/** The form that replaces an expired password: the current one again and a new one under the policy. */
export function expiredPasswordSchemaFor(policy: PasswordPolicy) {
  return z
    .object({
      email: z
        .string()
        .trim()
        .min(1, EMAIL_MESSAGES.required)
        .pipe(z.email(EMAIL_MESSAGES.invalid)),
      currentPassword: z.string().min(1, PASSWORD_MESSAGES.required),
      password: passwordSchemaFor(policy),
      confirmPassword: z.string(),
    })
    .refine((form) => form.password === form.confirmPassword, {
      message: PASSWORD_MESSAGES.mismatch,
      path: ['confirmPassword'],
    });
}
