import { z } from 'zod';

/** The API's answer to every lead submission: `201` when stored, `200` on an idempotent replay. */
export interface SubmissionReceipt {
  referenceId: string;
}

/** The submission kinds and their public endpoints (DESIGN.md HTTP contract). */
export const SUBMISSION_PATHS = {
  consultation: '/api/public/consultations',
  guideRequest: '/api/public/guide-requests',
  contactMessage: '/api/public/contact-messages',
  newsletter: '/api/public/newsletter-subscriptions',
  successStory: '/api/public/success-stories',
} as const;
export type SubmissionKind = keyof typeof SUBMISSION_PATHS;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Keys are client-made UUIDs or similar: 8 to 100 URL-safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,100}$/;

/** The bot-check proof travels in this body field (multipart field for the success story). */
export const BOT_CHECK_FIELD = 'botCheck';

/** `GET` answers which bot check the server expects, as BotCheckConfig; the forms show that one. */
export const BOT_CHECK_CONFIG_PATH = '/api/public/bot-check';
/** `GET` answers a fresh ALTCHA challenge (ALTCHA mode only is a proof of it accepted). */
export const BOT_CHECK_CHALLENGE_PATH = '/api/public/bot-check/challenge';

export const botCheckConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha') }),
  z.object({ provider: z.literal('recaptcha'), siteKey: z.string().min(1) }),
]);
/** What the web asks before showing a form: which bot check the server expects. */
export type BotCheckConfig = z.infer<typeof botCheckConfigSchema>;
