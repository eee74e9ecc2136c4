/**
 * The flags the product reads (issue 16 item 3) and their seeded answers; what a fresh database
 * is seeded with in full is in ./seeded-flags.ts, apart so the browser's first download carries
 * only the keys and answers.
 */
export const FLAG_KEYS = {
  educationConsultant: 'education-consultant',
  assistantHostedModel: 'assistant-hosted-model',
  webPushPrompts: 'web-push-prompts',
  newSignUps: 'new-sign-ups',
  maintenanceMode: 'maintenance-mode',
} as const;
export type KnownFlagKey = (typeof FLAG_KEYS)[keyof typeof FLAG_KEYS];

/** Each flag's seeded answer: what a browser assumes before the server first answers it. */
export const FLAG_DEFAULTS: Readonly<Record<KnownFlagKey, boolean>> = {
  'education-consultant': true,
  'assistant-hosted-model': true,
  'web-push-prompts': true,
  'new-sign-ups': true,
  'maintenance-mode': false,
};
