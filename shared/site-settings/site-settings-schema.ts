/**
 * The site settings' zod schemas: the admin form and the API refuse the same values with the same
 * messages. Values, defaults and types: site-settings-values.ts.
 */
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin/admin-messages';
import { CURRENCIES } from '../catalog/currencies';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { LEAD_MESSAGES } from '../leads/lead-messages';
import { isTimeZone } from '../preferences/display-preferences';
import {
  DATE_FORMATS,
  SITE_DESCRIPTION_MAX,
  SITE_TITLE_MAX,
  TIME_FORMATS,
} from './site-settings-values';

const descriptionText = z.string().trim().max(SITE_DESCRIPTION_MAX, ADMIN_MESSAGES.tooLong);

/** What the admin form edits (logo and favicon are uploads of their own). */
export const siteSettingsFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, LEAD_MESSAGES.required)
    .max(SITE_TITLE_MAX, ADMIN_MESSAGES.tooLong),
  /** The meta description per language; English is required and stands in for an empty one. */
  description: z.object({
    en: descriptionText.min(1, LEAD_MESSAGES.required),
    tr: descriptionText,
    es: descriptionText,
    fr: descriptionText,
    zh: descriptionText,
    ar: descriptionText,
  }),
  defaultLanguage: z.enum(SUPPORTED_LANGUAGES, { message: LEAD_MESSAGES.invalidFormat }),
  timeZone: z.string().refine(isTimeZone, { message: LEAD_MESSAGES.invalidFormat }),
  defaultCurrency: z.enum(CURRENCIES, { message: LEAD_MESSAGES.invalidFormat }),
  dateFormat: z.enum(DATE_FORMATS, { message: LEAD_MESSAGES.invalidFormat }),
  timeFormat: z.enum(TIME_FORMATS, { message: LEAD_MESSAGES.invalidFormat }),
});

/** A save: the fields and the revision the admin edited (an older one is refused, 409). */
export const siteSettingsUpdateSchema = siteSettingsFieldsSchema.extend({
  revision: z.number().int().min(0),
});
export type SiteSettingsUpdate = z.input<typeof siteSettingsUpdateSchema>;

/** The multipart fields sent with an image (strings, as multipart carries them). */
export const siteImageFieldsSchema = z.object({ revision: z.coerce.number().int().min(0) });
