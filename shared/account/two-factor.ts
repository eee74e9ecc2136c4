/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) on the local identity provider
 * (issue 16 item 2): the security section's calls and the rules both sides apply to a code.
 */
import { z } from 'zod';

export const TWO_FACTOR_PATHS = {
  status: '/api/me/two-factor',
  enrolment: '/api/me/two-factor/enrolment',
  confirm: '/api/me/two-factor/enrolment/confirm',
  disable: '/api/me/two-factor/disable',
} as const;

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** Codes of the step before and after the current one are accepted too (clock drift). */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

/** Refusals as the API words them; the first two are the spec's own (§5). */
export const TWO_FACTOR_MESSAGES = {
  required: 'This field is required',
  invalidFormat: 'Invalid format',
  invalidCode: 'The code is not valid. Please try again.',
  noEnrolment: 'The set-up has expired. Please start it again.',
  requiredForRole: 'Two-factor authentication is required for your role and cannot be turned off.',
  notEnrolled: 'Two-factor authentication is not turned on.',
  alreadyEnrolled: 'Two-factor authentication is already turned on.',
  wrongProof: 'The password or code is incorrect.',
} as const;

const SIX_DIGITS = /^\d{6}$/;

/** A code as people type it: spaces dropped. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '');

export const isTotpCode = (code: string) => SIX_DIGITS.test(normaliseCode(code));

/** The first code of a new enrolment, which proves the app holds the secret. */
export const confirmTwoFactorSchema = z.strictObject({
  code: z
    .string()
    .transform(normaliseCode)
    .pipe(
      z
        .string()
        .min(1, TWO_FACTOR_MESSAGES.required)
        .regex(SIX_DIGITS, TWO_FACTOR_MESSAGES.invalidFormat),
    ),
});
export type ConfirmTwoFactorInput = z.infer<typeof confirmTwoFactorSchema>;

/** Turning it off: the password, or a current code (or a recovery code). */
export const disableTwoFactorSchema = z
  .strictObject({
    password: z.string().max(1024).default(''),
    code: z.string().max(64).default(''),
  })
  .refine((form) => form.password !== '' || form.code.trim() !== '', {
    message: TWO_FACTOR_MESSAGES.required,
    path: ['password'],
  });
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

export const twoFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** The system settings require it for one of the user's roles: it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A started enrolment: shown once, and never again once confirmed. */
export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of `otpauthUri` as an SVG data URL. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
