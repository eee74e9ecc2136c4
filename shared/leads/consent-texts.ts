/**
 * Versions of the consent texts the forms show. The texts themselves live in the locale files
 * under `leads.consent.<kind>`; whenever one changes, add a new version here so every stored
 * consent names the exact wording the visitor agreed to (GDPR art. 7, KVKK art. 5).
 */
export const CONSENT_KINDS = [
  'terms',
  'gdpr',
  'promotions',
  'marketing',
  'privacy',
  'publish',
] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CURRENT_CONSENT_TEXT_VERSION = '2025-06-01';
/** Every version the API still accepts: an outbox item may have been typed before a change. */
export const CONSENT_TEXT_VERSIONS = [CURRENT_CONSENT_TEXT_VERSION] as const;

/**
 * One stored consent answer: which text, which version, whether it was given, and when (the
 * visitor's clock and the server's). Declined optional consents are kept too, as proof of the no.
 */
export interface ConsentRecord {
  kind: ConsentKind;
  given: boolean;
  textVersion: string;
  statedAt: Date;
  recordedAt: Date;
}
