/**
 * The user's settings (spec §3 'User settings'): notification toggles, newsletter frequency,
 * display (language, theme, currency, time zone; defaults as spec §9's stored preferences) and
 * profile visibility. One document per user, whose id is the user id.
 */
import { z } from 'zod';
import { CURRENCIES } from '../catalog/currencies';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../i18n/languages';
import { LEAD_MESSAGES } from '../leads/lead-messages';
import {
  choice,
  flag,
  SERVER_OWNED_BASE_FIELDS,
  syncDocumentBaseFields,
} from './sync-document-fields';

export const THEMES = ['light', 'dark', 'system'] as const;
export const PROFILE_VISIBILITIES = ['public', 'private', 'contacts_only'] as const;
export const NEWSLETTER_FREQUENCIES = ['weekly', 'monthly', 'quarterly'] as const;

/** Whether the runtime knows `zone` as an IANA time zone (`UTC` included). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

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
      .max(64, { error: LEAD_MESSAGES.invalidFormat })
      .refine(isTimeZone, { error: LEAD_MESSAGES.invalidFormat }),
  }),
  profileVisibility: choice(PROFILE_VISIBILITIES),
});

export type SettingsDocument = z.infer<typeof settingsDocumentSchema>;

export const SETTINGS_SERVER_OWNED_FIELDS = SERVER_OWNED_BASE_FIELDS;

/**
 * A new user's settings: display as spec §9's default preferences (en, system, USD, UTC);
 * service mails on, marketing off until the user opts in.
 */
export function defaultSettings(userId: string): SettingsDocument {
  return {
    id: userId,
    userId,
    _deleted: false,
    notifications: {
      emailUpdates: true,
      courseRecommendations: true,
      sessionReminders: true,
      applicationUpdates: true,
      marketingEmails: false,
      sms: false,
      push: true,
    },
    newsletterFrequency: 'monthly',
    display: { language: DEFAULT_LANGUAGE, theme: 'system', currency: 'USD', timeZone: 'UTC' },
    profileVisibility: 'private',
  };
}
