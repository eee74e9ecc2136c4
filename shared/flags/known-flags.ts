/**
 * The flags the product reads (issue 16 item 3), with the state a fresh database is seeded with.
 * When one of them is missing from the database (deleted, or not seeded yet) its seeded default
 * answers, so the site keeps working as shipped.
 */
import { type FlagFields } from './feature-flags';

export const FLAG_KEYS = {
  educationConsultant: 'education-consultant',
  assistantHostedModel: 'assistant-hosted-model',
  webPushPrompts: 'web-push-prompts',
  newSignUps: 'new-sign-ups',
  maintenanceMode: 'maintenance-mode',
} as const;
export type KnownFlagKey = (typeof FLAG_KEYS)[keyof typeof FLAG_KEYS];

const seeded = (
  description: string,
  type: FlagFields['type'],
  defaultValue: boolean,
): FlagFields => ({
  description,
  owner: 'Platform team',
  type,
  defaultValue,
  rules: [],
  override: 'none',
});

export const SEEDED_FLAGS: Readonly<Record<KnownFlagKey, FlagFields>> = {
  'education-consultant': seeded(
    'The Education Consultant: the assistant widget and its answering API.',
    'release',
    true,
  ),
  'assistant-hosted-model': seeded(
    "Lets the optional hosted model reword the assistant's answers (when one is configured).",
    'release',
    true,
  ),
  'web-push-prompts': seeded(
    'Asks signed-in users for permission to send push notifications.',
    'release',
    true,
  ),
  'new-sign-ups': seeded('Lets visitors create new accounts.', 'permission', true),
  'maintenance-mode': seeded(
    'Shows a maintenance banner and answers writes of non-admins with 503 (admins keep working).',
    'ops',
    false,
  ),
};
