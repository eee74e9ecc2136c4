/**
 * Feature flags as the super admin manages them (issue 16 item 3; spec §6 superadmin: "system
 * settings and feature flags"): a key, what it is for, who owns it, its type, a default, ordered
 * targeting rules and a "force for everyone" override. The form and the API validate with these
 * schemas; evaluation is in flag-evaluation.ts.
 */
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin/admin-messages';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { LEAD_MESSAGES } from '../leads/lead-messages';

export const FLAG_TYPES = ['release', 'ops', 'permission'] as const;
export type FlagType = (typeof FLAG_TYPES)[number];

/** Who a role rule can name: the signed-out visitor and the roles of spec §6. */
export const FLAG_AUDIENCES = ['visitor', 'student', 'admin', 'superadmin'] as const;
export type FlagAudience = (typeof FLAG_AUDIENCES)[number];

/** `none`: the rules decide; `on`/`off`: everybody gets that answer, whatever the rules say. */
export const FLAG_OVERRIDES = ['none', 'on', 'off'] as const;
export type FlagOverride = (typeof FLAG_OVERRIDES)[number];

export const FLAG_RULE_KINDS = ['role', 'language', 'country', 'rollout'] as const;
export type FlagRuleKind = (typeof FLAG_RULE_KINDS)[number];

export const FLAG_KEY_MAX = 64;
export const FLAG_DESCRIPTION_MAX = 280;
export const FLAG_OWNER_MAX = 80;
export const FLAG_RULES_MAX = 20;
export const FLAG_COUNTRIES_MAX = 50;
/** Flags left unchanged this long are listed in the stale-flag report. */
export const FLAG_STALE_AFTER_DAYS = 30;

/** What a 503 of maintenance mode asks clients to wait before trying again. */
export const MAINTENANCE_RETRY_AFTER_S = 60;

/**
 * Messages of the flag form and of the features the flags switch, in English as the API sends
 * them; the web maps each to its `admin.flags.error.<key>` or `flags.<key>` locale key.
 */
export const FLAG_MESSAGES = {
  keyFormat: 'Use 2 to 64 lowercase letters, digits or hyphens, starting with a letter',
  keyTaken: 'A flag with this key already exists',
  valuesRequired: 'Choose at least one value',
  countryFormat: 'Use two-letter country codes, separated by commas',
  percentRange: 'Enter a whole number from 0 to 100',
  tooManyRules: 'Use at most 20 rules',
  staleRevision: 'Someone else changed this flag in the meantime. Reload it and try again.',
  featureOff: 'This feature is switched off.',
  maintenance: 'The site is under maintenance. Please try again in a few minutes.',
  signUpsClosed: 'New sign-ups are closed at the moment.',
} as const;
export type FlagMessageKey = keyof typeof FLAG_MESSAGES;

const requiredText = (max: number) =>
  z
    .string({ error: LEAD_MESSAGES.required })
    .trim()
    .min(1, LEAD_MESSAGES.required)
    .max(max, ADMIN_MESSAGES.tooLong);

const ruleValue = z.boolean();

/** A set of choices, at least one, none twice. */
const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: FLAG_MESSAGES.valuesRequired }))
    .min(1, FLAG_MESSAGES.valuesRequired)
    .refine((list) => new Set(list).size === list.length, FLAG_MESSAGES.valuesRequired);

export const flagRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('role'), roles: choices(FLAG_AUDIENCES), value: ruleValue }).strict(),
  z
    .object({
      kind: z.literal('language'),
      languages: choices(SUPPORTED_LANGUAGES),
      value: ruleValue,
    })
    .strict(),
  z
    .object({
      kind: z.literal('country'),
      /** ISO 3166-1 alpha-2 codes, lower case (as the spec's country list writes them). */
      countries: z
        .array(
          z
            .string()
            .trim()
            .toLowerCase()
            .regex(/^[a-z]{2}$/, FLAG_MESSAGES.countryFormat),
        )
        .min(1, FLAG_MESSAGES.countryFormat)
        .max(FLAG_COUNTRIES_MAX, FLAG_MESSAGES.countryFormat),
      value: ruleValue,
    })
    .strict(),
  z
    .object({
      kind: z.literal('rollout'),
      /** The share of signed-in users (by a hash of the flag key and their id) this rule matches. */
      percent: z.coerce
        .number({ error: FLAG_MESSAGES.percentRange })
        .int(FLAG_MESSAGES.percentRange)
        .min(0, FLAG_MESSAGES.percentRange)
        .max(100, FLAG_MESSAGES.percentRange),
      value: ruleValue,
    })
    .strict(),
]);
export type FlagRule = z.infer<typeof flagRuleSchema>;

export const flagFieldsSchema = z
  .object({
    description: requiredText(FLAG_DESCRIPTION_MAX),
    owner: requiredText(FLAG_OWNER_MAX),
    type: z.enum(FLAG_TYPES, { error: LEAD_MESSAGES.invalidFormat }),
    defaultValue: z.boolean(),
    rules: z.array(flagRuleSchema).max(FLAG_RULES_MAX, FLAG_MESSAGES.tooManyRules),
    override: z.enum(FLAG_OVERRIDES, { error: LEAD_MESSAGES.invalidFormat }),
  })
  .strict();
export type FlagFields = z.infer<typeof flagFieldsSchema>;

export const flagKeySchema = z
  .string({ error: FLAG_MESSAGES.keyFormat })
  .trim()
  .regex(new RegExp(`^[a-z][a-z0-9-]{1,${FLAG_KEY_MAX - 1}}$`), FLAG_MESSAGES.keyFormat);

export const createFlagSchema = flagFieldsSchema.extend({ key: flagKeySchema }).strict();
export type CreateFlagInput = z.infer<typeof createFlagSchema>;
/** What the flag form holds before validation (a rollout's percent is still typed text). */
export type FlagFormValues = z.input<typeof createFlagSchema>;

/** An edit names the revision it was made from: a save over a newer one is refused (409). */
export const updateFlagSchema = flagFieldsSchema
  .extend({ revision: z.number().int().min(1) })
  .strict();
export type UpdateFlagInput = z.infer<typeof updateFlagSchema>;

export const deleteFlagQuerySchema = z.object({ revision: z.coerce.number().int().min(1) });
export type DeleteFlagQuery = z.infer<typeof deleteFlagQuerySchema>;

export const featureFlagSchema = flagFieldsSchema.extend({
  key: z.string(),
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const FLAG_STALE_REASONS = ['unchanged', 'constant'] as const;
export type FlagStaleReason = (typeof FLAG_STALE_REASONS)[number];

export const featureFlagListSchema = z.object({
  flags: z.array(featureFlagSchema.extend({ staleReasons: z.array(z.enum(FLAG_STALE_REASONS)) })),
  staleAfterDays: z.number().int(),
});
export type FeatureFlagList = z.infer<typeof featureFlagListSchema>;
export type ListedFeatureFlag = FeatureFlagList['flags'][number];

/**
 * The flags' answers for one caller, as the browser receives them (it checks them by hand,
 * web/src/data/feature-flags.ts, to keep zod out of its first download).
 */
export interface EvaluatedFlags {
  flags: Record<string, boolean>;
}
