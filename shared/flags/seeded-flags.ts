/**
 * The state a fresh database is seeded with for each flag the product reads (issue 16 item 3).
 * When one of them is missing from the database (deleted, or not seeded yet) its seeded state
 * answers, so the site keeps working as shipped.
 */
import { type FlagFields } from './feature-flags';
import { FLAG_DEFAULTS, type KnownFlagKey } from './known-flags';

const seeded = (key: KnownFlagKey, description: string, type: FlagFields['type']): FlagFields => ({
  description,
  owner: 'Platform team',
  type,
  defaultValue: FLAG_DEFAULTS[key],
  rules: [],
  override: 'none',
});

export const SEEDED_FLAGS: Readonly<Record<KnownFlagKey, FlagFields>> = {
  'education-consultant': seeded(
    'education-consultant',
    'The Education Consultant: the assistant widget and its answering API.',
    'release',
  ),
  'assistant-hosted-model': seeded(
    'assistant-hosted-model',
    "Lets the optional hosted model reword the assistant's answers (when one is configured).",
    'release',
  ),
  'web-push-prompts': seeded(
    'web-push-prompts',
    'Asks signed-in users for permission to send push notifications.',
    'release',
  ),
  'new-sign-ups': seeded('new-sign-ups', 'Lets visitors create new accounts.', 'permission'),
  'maintenance-mode': seeded(
    'maintenance-mode',
    'Shows a maintenance banner and answers writes of non-admins with 503 (admins keep working).',
    'ops',
  ),
};
