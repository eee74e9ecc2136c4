import { z } from 'zod';
import { emailField, languageField, requiredConsent, submissionContextFields } from './lead-fields';

/** The program guide request (spec §3): the guide's language and the privacy consent. */
export const guideRequestSchema = z
  .object({
    guideLanguage: languageField,
    email: emailField.optional(),
    privacyConsent: requiredConsent,
    ...submissionContextFields,
  })
  .strict();

export type GuideRequestInput = z.input<typeof guideRequestSchema>;
export type GuideRequest = z.output<typeof guideRequestSchema>;

/** Where the API serves the printable program guide in a language (HTML, built from the catalogue). */
export function programGuidePath(language: string): string {
  return `/api/public/guides/${encodeURIComponent(language)}`;
}
