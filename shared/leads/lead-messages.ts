import { GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, STORY_MIN_CHARS } from './success-story-bounds';

/**
 * The spec's form messages (§5, §8) that lead submissions answer with. The schemas and the API
 * use the English wording; the web maps each to its `leads.error.*` message key.
 */
export const LEAD_MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Invalid phone number',
  invalidFormat: 'Invalid format',
  botCheckMissing: 'Please complete the reCAPTCHA verification',
  botCheckFailed: 'Verification failed, please try again.',
  photoTooLarge: 'The photo must be 5 MB or smaller',
  storyTooShort: `The story must be at least ${STORY_MIN_CHARS} characters`,
  graduationYearRange: `Enter a year from ${GRADUATION_YEAR_MIN} to ${GRADUATION_YEAR_MAX}`,
  submitError: 'There was an error submitting your request.',
  /** 422 (IETF Idempotency-Key draft): the key was used before with a different request body. */
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request body.',
} as const;

/** The numbers the web's `leads.error.*` messages name, as ICU values. */
export const LEAD_MESSAGE_VALUES = {
  storyMinChars: String(STORY_MIN_CHARS),
  yearMin: String(GRADUATION_YEAR_MIN),
  yearMax: String(GRADUATION_YEAR_MAX),
};

export type LeadMessage = (typeof LEAD_MESSAGES)[keyof typeof LEAD_MESSAGES];

/** `leads.error.<key>` for a message of LEAD_MESSAGES; undefined for any other text. */
export function leadMessageKey(message: string): keyof typeof LEAD_MESSAGES | undefined {
  const entry = Object.entries(LEAD_MESSAGES).find(([, text]) => text === message);
  return entry?.[0] as keyof typeof LEAD_MESSAGES | undefined;
}
