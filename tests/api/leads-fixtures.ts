/** Shared pieces of the lead-capture API tests: valid payloads, fresh keys and solved proofs. */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import { altcha, altchaSha } from '../../api/src/leads/bot-check/altcha-lib';
import { CURRENT_CONSENT_TEXT_VERSION } from '../../shared/leads/consent-texts';
import { type ConsultationInput } from '../../shared/leads/consultation';
import { type ContactMessageInput } from '../../shared/leads/contact-message';

/** A low ALTCHA difficulty, so a test solves a challenge in milliseconds. */
export const LEADS_TEST_ENV = { BOT_CHECK_ALTCHA_MAX_NUMBER: '300' };

export const context = (): Pick<
  ConsultationInput,
  'language' | 'sourcePage' | 'consentTextVersion' | 'consentedAt'
> => ({
  language: 'en',
  sourcePage: '/request-consultation',
  consentTextVersion: CURRENT_CONSENT_TEXT_VERSION,
  consentedAt: new Date().toISOString(),
});

export const consultation = (overrides: Partial<ConsultationInput> = {}): ConsultationInput => ({
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  preferredLanguage: 'en',
  communicationLanguage: 'en',
  message: 'I would like to study computer science in Germany.',
  learningMethod: 'on_campus',
  countryPreference: 'de',
  programType: 'master',
  contactMethod: 'whatsapp',
  messagingId: '+44 7700 900123',
  termsConsent: true,
  gdprConsent: true,
  promotionsConsent: false,
  marketingConsent: true,
  ...context(),
  ...overrides,
});

export const contactMessage = (
  overrides: Partial<ContactMessageInput> = {},
): ContactMessageInput => ({
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  message: 'Do you help with visa applications?',
  ...context(),
  sourcePage: '/contact',
  ...overrides,
});

export const newKey = () => randomUUID();

/** Fetches a challenge from the API and solves it the way the browser does. */
export async function solvedProof(http: Server): Promise<string> {
  const { body: challenge } = await request(http)
    .get('/api/public/bot-check/challenge')
    .expect(200);
  const solution = await altcha.solveChallenge({ challenge, deriveKey: altchaSha.deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** POSTs a JSON submission with a fresh proof unless `proof` is given (null: none at all). */
export async function submit(
  http: Server,
  path: string,
  body: object,
  { key = newKey(), proof }: { key?: string; proof?: string | null } = {},
) {
  const botCheck = proof === undefined ? await solvedProof(http) : proof;
  return request(http)
    .post(path)
    .set('Idempotency-Key', key)
    .send(botCheck === null ? body : { ...body, botCheck });
}
