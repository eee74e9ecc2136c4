/** Field rules shared by every lead form (spec §5), each failing with the spec's message. */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { CONSENT_TEXT_VERSIONS } from './consent-texts';
import { LEAD_MESSAGES } from './lead-messages';

const required = { error: LEAD_MESSAGES.required };

export const requiredText = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: LEAD_MESSAGES.invalidFormat });

export const emailField = z
  .string(required)
  .trim()
  .min(1, required)
  .pipe(z.email({ error: LEAD_MESSAGES.invalidEmail }).max(254, LEAD_MESSAGES.invalidEmail));

/** A phone number in international form (+ and country code), checked against real numbering plans. */
export const phoneField = z
  .string(required)
  .trim()
  .min(1, required)
  .refine((value) => value.startsWith('+') && isValidPhoneNumber(value), {
    error: LEAD_MESSAGES.invalidPhone,
  });

/** An optional phone: empty means none given. */
export const optionalPhoneField = z
  .string()
  .trim()
  .refine((value) => value === '' || (value.startsWith('+') && isValidPhoneNumber(value)), {
    error: LEAD_MESSAGES.invalidPhone,
  })
  .default('');

export const languageField = z.enum(SUPPORTED_LANGUAGES, { error: LEAD_MESSAGES.required });

/** A consent that must be given: only `true` passes. */
export const requiredConsent = z.literal(true, required);
export const optionalConsent = z.boolean({ error: LEAD_MESSAGES.invalidFormat }).default(false);

/** What every submission carries besides its own fields. */
export const submissionContextFields = {
  /** The interface language the visitor used. */
  language: languageField,
  /** The path of the page the form was sent from. */
  sourcePage: z
    .string()
    .max(300, { error: LEAD_MESSAGES.invalidFormat })
    .regex(/^\//, { error: LEAD_MESSAGES.invalidFormat }),
  /** Version of the consent texts the form showed (see consent-texts.ts). */
  consentTextVersion: z.enum(CONSENT_TEXT_VERSIONS, { error: LEAD_MESSAGES.invalidFormat }),
  /** When the visitor pressed send (their clock); the server records its own time too. */
  consentedAt: z.iso.datetime({ error: LEAD_MESSAGES.invalidFormat }),
};
