import { z } from 'zod';

/**
 * Partner API keys as the super admin manages them (spec §3 "API key": name, value, permissions,
 * requests per hour and per day; §6 superadmin: API management). The value is shown once, when the
 * key is created or rotated; the server keeps only its SHA-256 and a display prefix.
 */

/** What a key may call on the partner API. */
export const API_KEY_PERMISSIONS = ['catalog:read', 'leads:write'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

/**
 * Messages of the API key forms and the partner API, in English as the API sends them; the web
 * maps each to its `admin.apiKeys.error.<key>` locale key.
 */
export const API_KEY_MESSAGES = {
  nameRequired: 'Enter a name for the key',
  nameTooLong: 'Use at most 80 characters',
  permissionRequired: 'Choose at least one permission',
  limitRange: 'Enter a whole number from 1 to 1,000,000',
  dayBelowHour: 'The daily limit cannot be lower than the hourly limit',
  graceRange: 'Choose a grace period from the list',
  keyRevoked: 'This key has been revoked',
  invalidKey: 'The API key is missing, malformed, expired or revoked.',
  keyLacksPermission: 'This API key does not have the permission for this call.',
  staleRevision: 'Someone else changed this key in the meantime. Reload it and try again.',
} as const;
export type ApiKeyMessageKey = keyof typeof API_KEY_MESSAGES;

export const API_KEY_NAME_MAX = 80;
export const API_KEY_LIMIT_MAX = 1_000_000;

/** Grace periods the rotate dialog offers, in minutes: at once, an hour, a day, a week. */
export const API_KEY_GRACE_MINUTES = [0, 60, 1_440, 10_080] as const;

/** Days of usage the key list shows, today included. */
export const API_KEY_USAGE_DAYS = 7;

/** A whole number; the form's number inputs give text, so text is read as a number. */
const limitField = z.coerce
  .number({ error: API_KEY_MESSAGES.limitRange })
  .int(API_KEY_MESSAGES.limitRange)
  .min(1, API_KEY_MESSAGES.limitRange)
  .max(API_KEY_LIMIT_MAX, API_KEY_MESSAGES.limitRange);

export const apiKeyFieldsSchema = z
  .object({
    name: z
      .string({ error: API_KEY_MESSAGES.nameRequired })
      .trim()
      .min(1, API_KEY_MESSAGES.nameRequired)
      .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
    permissions: z
      .array(z.enum(API_KEY_PERMISSIONS, { error: API_KEY_MESSAGES.permissionRequired }))
      .min(1, API_KEY_MESSAGES.permissionRequired)
      .max(API_KEY_PERMISSIONS.length, API_KEY_MESSAGES.permissionRequired)
      .refine((list) => new Set(list).size === list.length, API_KEY_MESSAGES.permissionRequired),
    requestsPerHour: limitField,
    requestsPerDay: limitField,
  })
  .strict()
  .refine((key) => key.requestsPerDay >= key.requestsPerHour, {
    message: API_KEY_MESSAGES.dayBelowHour,
    path: ['requestsPerDay'],
  });

export const createApiKeySchema = apiKeyFieldsSchema;
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** A rotation names the revision it was made from and how long the old value keeps working. */
export const rotateApiKeySchema = z
  .object({
    graceMinutes: z
      .number({ error: API_KEY_MESSAGES.graceRange })
      .refine(
        (value) => (API_KEY_GRACE_MINUTES as readonly number[]).includes(value),
        API_KEY_MESSAGES.graceRange,
      ),
    revision: z.number().int().min(1),
  })
  .strict();
export type RotateApiKeyInput = z.infer<typeof rotateApiKeySchema>;

export const revokeApiKeySchema = z.object({ revision: z.number().int().min(1) }).strict();
export type RevokeApiKeyInput = z.infer<typeof revokeApiKeySchema>;

/** One value of a key: the current one (no expiry) or a rotated one in its grace period. */
export const apiKeySecretViewSchema = z.object({
  prefix: z.string(),
  createdAt: z.string(),
  /** When a rotated value stops working; null for the current value. */
  expiresAt: z.string().nullable(),
});

export const apiKeyUsageDaySchema = z.object({ day: z.string(), count: z.number().int() });
export type ApiKeyUsageDay = z.infer<typeof apiKeyUsageDaySchema>;

export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(API_KEY_PERMISSIONS)),
  requestsPerHour: z.number().int(),
  requestsPerDay: z.number().int(),
  status: z.enum(['active', 'revoked']),
  createdAt: z.string(),
  createdBy: z.string(),
  revokedAt: z.string().nullable(),
  revision: z.number().int(),
  /** Values that open the partner API now, newest first (none once revoked). */
  secrets: z.array(apiKeySecretViewSchema),
  lastUsed: z.object({ at: z.string(), ip: z.string() }).nullable(),
  /** Accepted calls per UTC day, oldest first, the last API_KEY_USAGE_DAYS days. */
  usage: z.array(apiKeyUsageDaySchema),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeyViewSchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to a create or a rotation: the only time the value itself is sent. */
export const issuedApiKeySchema = z.object({ key: apiKeyViewSchema, secret: z.string() });
export type IssuedApiKey = z.infer<typeof issuedApiKeySchema>;
