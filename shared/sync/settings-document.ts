/**
 * The user's settings (spec §3 'User settings'): notification toggles, newsletter frequency,
 * display (language, theme, currency, time zone; defaults as spec §9's stored preferences) and
 * profile visibility. One document per user, whose id is the user id.
 */
import { z } from 'zod';
import { CURRENCIES } from '../catalog/currencies';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { LEAD_MESSAGES } from '../leads/lead-messages';
import { isTimeZone, THEMES } from '../preferences/display-preferences';
import {
  choice,
  flag,
  SERVER_OWNED_BASE_FIELDS,
  syncDocumentBaseFields,
} from './sync-document-fields';

export const PROFILE_VISIBILITIES = ['public', 'private', 'contacts_only'] as const;
export const NEWSLETTER_FREQUENCIES = ['weekly', 'monthly', 'quarterly'] as const;

export const settingsDocumentSchema = z.strictObject({
  ...syncDocumentBaseFields,
  notifications: z.strictObject({
    emailUpdates: flag,
    courseRecommendations: flag,
    sessionReminders: flag,
    applicationUpdates: flag,
    marketingEmails: flag,
    sms: flag,
    push: flag,
  }),
  newsletterFrequency: choice(NEWSLETTER_FREQUENCIES),
  display: z.strictObject({
    language: choice(SUPPORTED_LANGUAGES),
    theme: choice(THEMES),
    currency: choice(CURRENCIES),
    timeZone: z
      .string({ error: LEAD_MESSAGES.invalidFormat })
      .refine(isTimeZone, { error: LEAD_MESSAGES.invalidFormat }),
  }),
  profileVisibility: choice(PROFILE_VISIBILITIES),
});

export type SettingsDocument = z.infer<typeof settingsDocumentSchema>;

export const SETTINGS_SERVER_OWNED_FIELDS = SERVER_OWNED_BASE_FIELDS;

// Defined beside the empty profile, apart from the schemas (see singleton-defaults.ts).
export { defaultSettings } from './singleton-defaults';
