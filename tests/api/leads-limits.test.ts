import path from 'node:path';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import request from 'supertest';
import { CURRENT_CONSENT_TEXT_VERSION } from '../../shared/leads/consent-texts';
import { LEAD_MESSAGES } from '../../shared/leads/lead-messages';
import { createTestApp, type TestApp } from '../harness/test-app';
import { LEADS_TEST_ENV, newKey, solvedProof } from './leads-fixtures';
import { newClientAddress, submitAs } from './rate-limit-fixtures';

const STORY_PATH = '/api/public/success-stories';
const LIMIT = 6;

describe('Lead submissions: rate limit and success-story photos', () => {
  let testApp: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'leads-'));
    testApp = await createTestApp({
      ...LEADS_TEST_ENV,
      DATA_DIR: dataDir,
      LEADS_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      // The 429 test is a client of its own behind the proxy, whatever the photo tests spent.
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(() => testApp.close());

  async function postStory(
    photo: Buffer | null,
    fileName = 'me.png',
    overrides: Record<string, string> = {},
  ) {
    const proof = await solvedProof(testApp.http);
    const fields = {
      fullName: 'Lin Wei',
      email: 'lin@example.com',
      institution: 'University of Helsinki',
      programStudied: 'MSc Data Science',
      graduationYear: '2023',
      story: 'Studying in Finland changed my career and my outlook on life.',
      publishConsent: 'true',
      language: 'zh',
      sourcePage: '/',
      consentTextVersion: CURRENT_CONSENT_TEXT_VERSION,
      consentedAt: new Date().toISOString(),
      botCheck: proof,
      ...overrides,
    };
    let call = request(testApp.http).post(STORY_PATH).set('Idempotency-Key', newKey());
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    if (photo) call = call.attach('photo', photo, fileName);
    return call;
  }

  it('refuses a too-short story and a year out of range, naming the bound and the range', async () => {
    const response = await postStory(null, 'me.png', { story: 'Short', graduationYear: '1800' });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { field: 'story', message: LEAD_MESSAGES.storyTooShort },
        { field: 'graduationYear', message: LEAD_MESSAGES.graduationYearRange },
      ]),
    );
    expect(LEAD_MESSAGES.storyTooShort).toBe('The story must be at least 50 characters');
  });

  it('stores a story with its photo re-encoded to at most 1600 px, awaiting approval', async () => {
    const big = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const response = await postStory(big);
    expect(response.status).toBe(201);
    const story = await testApp.db
      .collection('success_stories')
      .findOne({ _id: response.body.referenceId });
    expect(story).toMatchObject({
      status: 'new',
      graduationYear: 2023,
      photoKey: `${response.body.referenceId}.webp`,
    });
    const file = await readFile(
      path.join(dataDir, 'uploads', 'success-stories', story?.photoKey as string),
    );
    const { format, width, height } = await sharp(file).metadata();
    expect([format, width, height]).toEqual(['webp', 1600, 1067]);
  });

  it('refuses a photo that is not an image, whatever its name says, and one over 5 MB', async () => {
    const fake = await postStory(Buffer.from('<?php echo 1; ?>'), 'photo.jpg');
    expect(fake.body.details).toEqual([{ field: 'photo', message: 'Invalid format' }]);
    const huge = await postStory(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'huge.jpg');
    expect(huge.status).toBe(400);
    expect(huge.body.details).toEqual([
      { field: 'photo', message: 'The photo must be 5 MB or smaller' },
    ]);
  });

  it('answers 429 with the spec message once an IP sent its submissions for the minute', async () => {
    const client = newClientAddress();
    const responses = [];
    for (let i = 0; i <= LIMIT; i += 1) responses.push(await submitAs(testApp.http, client));
    expect(responses.map((response) => response.status)).toEqual([
      201, 201, 201, 201, 201, 201, 429,
    ]);
    expect(responses[LIMIT]?.body.message).toBe('Too many requests. Please try again later.');
  });
});
