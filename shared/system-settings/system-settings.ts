/**
 * The platform's system settings (issue 16 item 2; spec §3 "Site settings (admin)": session
 * timeout, CORS, public API, require HTTPS, rate limits, response timeout, password policy, max
 * login attempts, lockout duration, password expiry, max concurrent sessions, two-factor: the roles
 * that must sign in with a second factor at the local provider). The super admin's
 * form and the API validate with this schema. Every default is the platform's behaviour before
 * any setting is saved: an optional limit left empty (null) is not applied.
 */
import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { PASSWORD_MIN_LENGTH } from '../constants';

export const SYSTEM_SETTINGS_PATHS = {
  admin: '/api/superadmin/system-settings',
} as const;

/** Messages of the settings form, in English as the API sends them (`admin.systemSettings.error.<key>`). */
export const SYSTEM_SETTINGS_MESSAGES = {
  wholeNumber: 'Enter a whole number',
  outOfRange: 'The value is outside the allowed range',
  invalidOrigin: 'Each origin must look like https://example.com (scheme, host and port only)',
  tooManyOrigins: 'Too many origins',
  staleRevision: 'Someone saved the settings meanwhile. Reload them and try again.',
  publicApiOff: 'The public API is turned off',
  responseTimeout: 'The server took too long to answer. Please try again.',
  unknownRole: 'Choose roles from the list',
} as const;

export const CORS_ORIGINS_MAX = 50;
export const PASSWORD_MAX_MIN_LENGTH = 128;

/** Allowed ranges, in the units the field names say. */
export const SYSTEM_SETTING_RANGES = {
  sessionTimeoutMinutes: [5, 43_200],
  rateLimitPerMinute: [1, 100_000],
  rateLimitPerHour: [1, 1_000_000],
  rateLimitPerDay: [1, 10_000_000],
  responseTimeoutSeconds: [1, 600],
  passwordMinLength: [PASSWORD_MIN_LENGTH, PASSWORD_MAX_MIN_LENGTH],
  maxLoginAttempts: [1, 100],
  lockoutMinutes: [1, 10_080],
  passwordExpiryDays: [1, 3_650],
  maxConcurrentSessions: [1, 100],
} as const satisfies Record<string, readonly [number, number]>;

type RangedSetting = keyof typeof SYSTEM_SETTING_RANGES;

/** A form field's text or a JSON number, as a whole number within the setting's range. */
function wholeNumber(name: RangedSetting) {
  const [min, max] = SYSTEM_SETTING_RANGES[name];
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number(SYSTEM_SETTINGS_MESSAGES.wholeNumber)
      .int(SYSTEM_SETTINGS_MESSAGES.wholeNumber)
      .min(min, SYSTEM_SETTINGS_MESSAGES.outOfRange)
      .max(max, SYSTEM_SETTINGS_MESSAGES.outOfRange),
  );
}

/** Like wholeNumber, where an empty field (null) means "no limit". */
function optionalWholeNumber(name: RangedSetting) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    wholeNumber(name).nullable(),
  );
}

/** An origin as browsers send it: scheme, host and an optional port, nothing after. */
const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** One origin a line (the form's textarea) or a list (JSON). */
const corsOrigins = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/\s+/)
          .map((origin) => origin.trim())
          .filter(Boolean)
      : value,
  z
    .array(
      z
        .string()
        .regex(ORIGIN_PATTERN, SYSTEM_SETTINGS_MESSAGES.invalidOrigin)
        .transform((origin) => origin.toLowerCase()),
    )
    .max(CORS_ORIGINS_MAX, SYSTEM_SETTINGS_MESSAGES.tooManyOrigins),
);

/** The roles that must sign in with a second factor, each once, in the order of ROLES. */
const twoFactorRequiredRoles = z
  .array(z.enum(ROLES, SYSTEM_SETTINGS_MESSAGES.unknownRole))
  .max(ROLES.length)
  .transform((roles) => ROLES.filter((role) => roles.includes(role)));

export const systemSettingsFieldsSchema = z.object({
  sessionTimeoutMinutes: optionalWholeNumber('sessionTimeoutMinutes'),
  corsOrigins,
  publicApiEnabled: z.boolean(),
  requireHttps: z.boolean(),
  rateLimitPerMinute: optionalWholeNumber('rateLimitPerMinute'),
  rateLimitPerHour: optionalWholeNumber('rateLimitPerHour'),
  rateLimitPerDay: optionalWholeNumber('rateLimitPerDay'),
  responseTimeoutSeconds: optionalWholeNumber('responseTimeoutSeconds'),
  passwordMinLength: wholeNumber('passwordMinLength'),
  passwordRequireUppercase: z.boolean(),
  passwordRequireLowercase: z.boolean(),
  passwordRequireNumber: z.boolean(),
  passwordRequireSpecial: z.boolean(),
  maxLoginAttempts: wholeNumber('maxLoginAttempts'),
  lockoutMinutes: wholeNumber('lockoutMinutes'),
  passwordExpiryDays: optionalWholeNumber('passwordExpiryDays'),
  maxConcurrentSessions: optionalWholeNumber('maxConcurrentSessions'),
  twoFactorRequiredRoles,
});

export type SystemSettingsFields = z.output<typeof systemSettingsFieldsSchema>;

/** A save: the fields over the revision the super admin loaded. */
export const updateSystemSettingsSchema = systemSettingsFieldsSchema.extend({
  revision: z.number().int().min(0),
});
export type UpdateSystemSettingsInput = z.output<typeof updateSystemSettingsSchema>;

export const systemSettingsSchema = systemSettingsFieldsSchema.extend({
  /** 0 while nothing was ever saved (the defaults apply). */
  revision: z.number().int().min(0),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SystemSettings = z.output<typeof systemSettingsSchema>;

/** The environment's figures the settings replace once saved. */
export interface SystemSettingsEnvironmentDefaults {
  maxLoginAttempts: number;
  lockoutMinutes: number;
}

/** The settings before a super admin saves any: the platform as it behaved without them. */
export function defaultSystemSettings(
  environment: SystemSettingsEnvironmentDefaults,
): SystemSettingsFields {
  return {
    sessionTimeoutMinutes: null,
    corsOrigins: [],
    publicApiEnabled: true,
    requireHttps: false,
    rateLimitPerMinute: null,
    rateLimitPerHour: null,
    rateLimitPerDay: null,
    responseTimeoutSeconds: null,
    passwordMinLength: PASSWORD_MIN_LENGTH,
    passwordRequireUppercase: true,
    passwordRequireLowercase: true,
    passwordRequireNumber: true,
    passwordRequireSpecial: true,
    maxLoginAttempts: environment.maxLoginAttempts,
    lockoutMinutes: environment.lockoutMinutes,
    passwordExpiryDays: null,
    maxConcurrentSessions: null,
    twoFactorRequiredRoles: [],
  };
}
