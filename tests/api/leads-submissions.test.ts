import request from 'supertest';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { CURRENT_CONSENT_TEXT_VERSION } from '../../shared/leads/consent-texts';
import { createTestApp, type TestApp } from '../harness/test-app';
import {
  consultation,
  contactMessage,
  context,
  LEADS_TEST_ENV,
  newKey,
  submit,
} from './leads-fixtures';

describe('Lead submissions API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ ...LEADS_TEST_ENV, LEADS_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => testApp.close());

  const stored = (collection: string, referenceId: string) =>
    testApp.db.collection(collection).findOne({ _id: referenceId as never });

  it('stores a valid consultation with its reference, context and consent records', async () => {
    const before = Date.now();
    const response = await submit(testApp.http, '/api/public/consultations', consultation());
    expect(response.status).toBe(201);
    expect(response.body.referenceId).toMatch(REFERENCE_ID_PATTERN);
    const document = await stored('consultations', response.body.referenceId);
    expect(document).toMatchObject({
      status: 'new',
      fullName: 'Ada Lovelace',
      countryPreference: 'de',
      language: 'en',
      sourcePage: '/request-consultation',
    });
    expect(document?.userAgent).toEqual(expect.any(String));
    expect(document?.ip).toEqual(expect.any(String));
    expect(document?.botCheck).toBeUndefined();
    const consents = document?.consents as {
      kind: string;
      given: boolean;
      textVersion: string;
      recordedAt: Date;
    }[];
    expect(consents.map(({ kind, given }) => [kind, given])).toEqual([
      ['terms', true],
      ['gdpr', true],
      ['promotions', false],
      ['marketing', true],
    ]);
    for (const consent of consents) {
      expect(consent.textVersion).toBe(CURRENT_CONSENT_TEXT_VERSION);
      expect(consent.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['phone', { phone: '+1 555' }, 'Invalid phone number'],
    ['phone', { phone: '020 7946 0958' }, 'Invalid phone number'],
    ['fullName', { fullName: '  ' }, 'This field is required'],
    ['messagingId', { messagingId: '' }, 'This field is required'],
    ['countryPreference', { countryPreference: 'zz' }, 'This field is required'],
    ['termsConsent', { termsConsent: false }, 'This field is required'],
    ['gdprConsent', { gdprConsent: false }, 'This field is required'],
  ])(
    'refuses a consultation whose %s is wrong with the spec message',
    async (field, overrides, message) => {
      const body = consultation(overrides as never);
      const response = await submit(testApp.http, '/api/public/consultations', body, {
        proof: 'x',
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid request. Please check your data.');
      expect(response.body.details).toContainEqual({ field, message });
    },
  );

  it('answers a replay with 200 and the same reference, storing one document', async () => {
    const key = newKey();
    const body = contactMessage();
    const first = await submit(testApp.http, '/api/public/contact-messages', body, { key });
    const replay = await submit(testApp.http, '/api/public/contact-messages', body, { key });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(200);
    expect(replay.body.referenceId).toBe(first.body.referenceId);
    const count = await testApp.db
      .collection('contact_messages')
      .countDocuments({ idempotencyKey: key });
    expect(count).toBe(1);
  });

  it('stores concurrent twins of one key once', async () => {
    const key = newKey();
    const body = contactMessage();
    const answers = await Promise.all(
      [0, 1, 2].map(() => submit(testApp.http, '/api/public/contact-messages', body, { key })),
    );
    expect(new Set(answers.map((answer) => answer.body.referenceId)).size).toBe(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const count = await testApp.db
      .collection('contact_messages')
      .countDocuments({ idempotencyKey: key });
    expect(count).toBe(1);
  });

  it('accepts a contact message without a phone and refuses a bad optional phone', async () => {
    const ok = await submit(testApp.http, '/api/public/contact-messages', contactMessage());
    expect(ok.status).toBe(201);
    const bad = await submit(
      testApp.http,
      '/api/public/contact-messages',
      contactMessage({ phone: '12' }),
      { proof: 'x' },
    );
    expect(bad.body.details).toEqual([{ field: 'phone', message: 'Invalid phone number' }]);
  });

  it('requires the Idempotency-Key header', async () => {
    const response = await request(testApp.http)
      .post('/api/public/contact-messages')
      .send(contactMessage());
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      { field: 'Idempotency-Key', message: 'This field is required' },
    ]);
  });

  it('stores a guide request with its privacy consent, which is required', async () => {
    const body = { guideLanguage: 'ar', privacyConsent: true, ...context() };
    const ok = await submit(testApp.http, '/api/public/guide-requests', body);
    expect(ok.status).toBe(201);
    const document = await stored('guide_requests', ok.body.referenceId);
    expect(document).toMatchObject({
      guideLanguage: 'ar',
      consents: [expect.objectContaining({ kind: 'privacy', given: true })],
    });
    const refused = await submit(
      testApp.http,
      '/api/public/guide-requests',
      { ...body, privacyConsent: false },
      { proof: 'x' },
    );
    expect(refused.body.details).toEqual([
      { field: 'privacyConsent', message: 'This field is required' },
    ]);
  });
});
