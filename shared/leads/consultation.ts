import { z } from 'zod';
import { LEAD_MESSAGES } from './lead-messages';
import {
  emailField,
  languageField,
  optionalConsent,
  phoneField,
  requiredConsent,
  requiredText,
  submissionContextFields,
} from './lead-fields';

export const LEARNING_METHODS = ['on_campus', 'online', 'hybrid', 'all', 'flexible'] as const;
/** Countries the consultation form offers (spec §3), as catalogue country codes. */
export const CONSULTATION_COUNTRIES = [
  'tr',
  'uk',
  'hu',
  'fi',
  'fr',
  'de',
  'it',
  'eg',
  'be',
  'us',
  'au',
  'ca',
] as const;
export const PROGRAM_TYPES = [
  'bachelor',
  'master',
  'phd',
  'certificate',
  'language',
  'other',
] as const;
/** The contact methods that are messaging apps: each asks for its own kind of id or number. */
export const MESSAGING_APPS = ['wechat', 'whatsapp', 'telegram'] as const;
export const CONTACT_METHODS = [...MESSAGING_APPS, 'either'] as const;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: LEAD_MESSAGES.required });

/** The consultation request of spec §3: one schema for the form, the outbox and the API. */
export const consultationSchema = z
  .object({
    fullName: requiredText(120),
    email: emailField,
    phone: phoneField,
    preferredLanguage: languageField,
    communicationLanguage: languageField,
    message: requiredText(5000),
    learningMethod: choice(LEARNING_METHODS),
    countryPreference: choice(CONSULTATION_COUNTRIES),
    programType: choice(PROGRAM_TYPES),
    /** The program the visitor came from (Apply Now), by catalogue slug; empty when none. */
    program: z.string().trim().max(200, { error: LEAD_MESSAGES.invalidFormat }).default(''),
    contactMethod: choice(CONTACT_METHODS),
    /** The WeChat id or WhatsApp/Telegram number; required unless the method is `either`. */
    messagingId: z.string().trim().max(100, { error: LEAD_MESSAGES.invalidFormat }).default(''),
    termsConsent: requiredConsent,
    gdprConsent: requiredConsent,
    promotionsConsent: optionalConsent,
    marketingConsent: optionalConsent,
    ...submissionContextFields,
  })
  .strict()
  .superRefine((value, context) => {
    if (value.contactMethod !== 'either' && value.messagingId === '') {
      context.addIssue({ code: 'custom', path: ['messagingId'], message: LEAD_MESSAGES.required });
    }
  });

export type ConsultationInput = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;
