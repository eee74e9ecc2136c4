import { z } from 'zod';
import { LEAD_MESSAGES } from './lead-messages';
import { emailField, requiredConsent, requiredText, submissionContextFields } from './lead-fields';
import { GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, STORY_MIN_CHARS } from './success-story-bounds';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_EDGE_PX = 1600;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The success story's text fields (spec §3); the photo travels beside them as a multipart file,
 * so every field arrives as a string and the consent as 'true'.
 */
export const successStorySchema = z
  .object({
    fullName: requiredText(120),
    email: emailField,
    institution: requiredText(200),
    programStudied: requiredText(200),
    // An empty field is a missing year, not year 0 (which coercion alone would make of '').
    graduationYear: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce
        .number({ error: LEAD_MESSAGES.required })
        .int({ error: LEAD_MESSAGES.invalidFormat })
        .min(GRADUATION_YEAR_MIN, { error: LEAD_MESSAGES.graduationYearRange })
        .max(GRADUATION_YEAR_MAX, { error: LEAD_MESSAGES.graduationYearRange }),
    ),
    story: requiredText(10_000).min(STORY_MIN_CHARS, { error: LEAD_MESSAGES.storyTooShort }),
    publishConsent: z.union([requiredConsent, z.literal('true').transform(() => true as const)], {
      error: LEAD_MESSAGES.required,
    }),
    ...submissionContextFields,
  })
  .strict();

export type SuccessStoryInput = z.input<typeof successStorySchema>;
export type SuccessStory = z.output<typeof successStorySchema>;
