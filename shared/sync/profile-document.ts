/**
 * The student's profile (spec §3 profile labels and study preferences): one document per user,
 * whose id is the user id. `email` comes from the identity provider: the server writes it, and a
 * client's value is never stored.
 */
import { z } from 'zod';
import { CATALOG_COUNTRY_PATTERN } from '../catalog/country-codes';
import { optionalPhoneField } from '../leads/lead-fields';
import { PROGRAM_TYPES } from '../leads/consultation';
import { LEAD_MESSAGES } from '../leads/lead-messages';
import {
  choice,
  optionalDate,
  optionalText,
  SERVER_OWNED_BASE_FIELDS,
  syncDocumentBaseFields,
} from './sync-document-fields';

const invalidFormat = { error: LEAD_MESSAGES.invalidFormat };

/** Common European Framework levels, plus native speaker. */
export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

const MAX_LANGUAGES = 20;
const MAX_DESIRED_COUNTRIES = 30;
const MAX_PICTURE_URL_CHARS = 2048;

const countryCode = z.string(invalidFormat).regex(CATALOG_COUNTRY_PATTERN, invalidFormat);
const optionalCountry = z.union([z.literal(''), countryCode], invalidFormat);
const optionalEmail = z.union(
  [z.literal(''), z.email({ error: LEAD_MESSAGES.invalidEmail }).max(254)],
  { error: LEAD_MESSAGES.invalidEmail },
);
const optionalPictureUrl = z.union(
  [z.literal(''), z.url({ protocol: /^https?$/, ...invalidFormat }).max(MAX_PICTURE_URL_CHARS)],
  invalidFormat,
);

/** A spoken language: an ISO 639 code and the level. */
const languageSkill = z.strictObject({
  language: z.string(invalidFormat).regex(/^[a-z]{2,3}$/, invalidFormat),
  level: choice(LANGUAGE_LEVELS),
});

const distinct = <T>(values: T[]) => new Set(values).size === values.length;

export const profileDocumentSchema = z.strictObject({
  ...syncDocumentBaseFields,
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: optionalEmail,
  phone: optionalPhoneField.unwrap(),
  bio: optionalText(2000),
  picture: optionalPictureUrl,
  country: optionalCountry,
  city: optionalText(100),
  dateOfBirth: optionalDate,
  academicBackground: optionalText(2000),
  currentEmployment: optionalText(500),
  languages: z.array(languageSkill, invalidFormat).max(MAX_LANGUAGES, invalidFormat),
  desiredPrograms: z.array(choice(PROGRAM_TYPES), invalidFormat).refine(distinct, invalidFormat),
  desiredCountries: z
    .array(countryCode, invalidFormat)
    .max(MAX_DESIRED_COUNTRIES, invalidFormat)
    .refine(distinct, invalidFormat),
  preferredStartDate: optionalDate,
});

export type ProfileDocument = z.infer<typeof profileDocumentSchema>;

export const PROFILE_SERVER_OWNED_FIELDS = [...SERVER_OWNED_BASE_FIELDS, 'email'] as const;

// Defined beside the defaults of settings, apart from the schemas (see singleton-defaults.ts).
export { emptyProfile } from './singleton-defaults';
