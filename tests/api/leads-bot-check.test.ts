import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { altcha, altchaSha } from '../../api/src/leads/bot-check/altcha-lib';
import { createTestApp, type TestApp } from '../harness/test-app';
import { contactMessage, LEADS_TEST_ENV, solvedProof, submit } from './leads-fixtures';

const HMAC_KEY = 'test-hmac-key-0123456789';
const PATH = '/api/public/contact-messages';
const MISSING = 'Please complete the reCAPTCHA verification';
const FAILED = 'Verification failed, please try again.';

describe('Lead bot check: ALTCHA', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ ...LEADS_TEST_ENV, BOT_CHECK_ALTCHA_HMAC_KEY: HMAC_KEY });
  });
  afterAll(() => testApp.close());

  it('tells the forms to use ALTCHA when reCAPTCHA is not configured', async () => {
    const response = await request(testApp.http).get('/api/public/bot-check').expect(200);
    expect(response.body).toEqual({ provider: 'altcha' });
    expect(response.headers['content-security-policy']).not.toContain('google');
  });

  it('refuses a submission without a proof', async () => {
    const response = await submit(testApp.http, PATH, contactMessage(), { proof: null });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MISSING);
  });

  it('refuses a wrong solution and a forged signature', async () => {
    const proof = JSON.parse(Buffer.from(await solvedProof(testApp.http), 'base64').toString());
    const wrong = {
      ...proof,
      solution: { ...proof.solution, counter: proof.solution.counter + 1 },
    };
    const forged = { ...proof, challenge: { ...proof.challenge, signature: '00'.repeat(32) } };
    for (const payload of [wrong, forged, 'not base64 json']) {
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64');
      const response = await submit(testApp.http, PATH, contactMessage(), { proof: encoded });
      expect(response.body.message).toBe(FAILED);
    }
  });

  it('refuses an expired challenge', async () => {
    const challenge = await altcha.createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 5,
      deriveKey: altchaSha.deriveKey,
      expiresAt: new Date(Date.now() - 1000),
      hmacSignatureSecret: HMAC_KEY,
    });
    const solution = await altcha.solveChallenge({ challenge, deriveKey: altchaSha.deriveKey });
    const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const response = await submit(testApp.http, PATH, contactMessage(), { proof });
    expect(response.body.message).toBe(FAILED);
  });

  it('accepts a proof once: a second submission with it fails', async () => {
    const proof = await solvedProof(testApp.http);
    expect((await submit(testApp.http, PATH, contactMessage(), { proof })).status).toBe(201);
    const reused = await submit(testApp.http, PATH, contactMessage(), { proof });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(FAILED);
  });
});

describe('Lead bot check: reCAPTCHA', () => {
  let testApp: TestApp;
  let siteverify: Server;
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    // A local double speaking Google's siteverify protocol: form-encoded in, { success } out.
    siteverify = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const success =
          form.get('secret') === 'server-secret' && form.get('response') === 'good-token';
        res.setHeader('Content-Type', 'application/json');
        res.end(
          JSON.stringify(
            success ? { success } : { success, 'error-codes': ['invalid-input-response'] },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const { port } = siteverify.address() as AddressInfo;
    testApp = await createTestApp({
      ...LEADS_TEST_ENV,
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET_KEY: 'server-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => siteverify.close(resolve));
  });

  it('tells the forms to use reCAPTCHA with the site key', async () => {
    const response = await request(testApp.http).get('/api/public/bot-check').expect(200);
    expect(response.body).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
  });

  it("lets the pages load Google's script and frames", async () => {
    const response = await request(testApp.http).get('/api/public/bot-check').expect(200);
    const policy = response.headers['content-security-policy'];
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ /);
    expect(policy).toMatch(/frame-src 'self' https:\/\/www\.google\.com\/recaptcha\/ /);
  });

  it('refuses a submission without a token', async () => {
    const before = seen.length;
    const response = await submit(testApp.http, PATH, contactMessage(), { proof: null });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MISSING);
    expect(seen).toHaveLength(before);
  });

  it('accepts a token Google accepts and refuses one it refuses', async () => {
    const ok = await submit(testApp.http, PATH, contactMessage(), { proof: 'good-token' });
    expect(ok.status).toBe(201);
    expect(seen.at(-1)?.get('remoteip')).toBeTruthy();
    expect(seen.at(-1)?.get('secret')).toBe('server-secret');
    const stored = await testApp.db
      .collection('contact_messages')
      .findOne({ _id: ok.body.referenceId as never });
    expect(stored).toMatchObject({ fullName: 'Grace Hopper' });
    const refused = await submit(testApp.http, PATH, contactMessage(), { proof: 'bad-token' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(FAILED);
    expect(seen.at(-1)?.get('response')).toBe('bad-token');
  });

  it('refuses an ALTCHA proof without asking Google: only the checkbox counts', async () => {
    const before = seen.length;
    const response = await submit(testApp.http, PATH, contactMessage(), {
      proof: await solvedProof(testApp.http),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(FAILED);
    expect(seen).toHaveLength(before);
  });
});

describe('Lead bot check: reCAPTCHA needs both keys', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ ...LEADS_TEST_ENV, RECAPTCHA_SITE_KEY: 'site-key' });
  });
  afterAll(() => testApp.close());

  it('stays with ALTCHA when only the site key is set', async () => {
    const response = await request(testApp.http).get('/api/public/bot-check').expect(200);
    expect(response.body).toEqual({ provider: 'altcha' });
    expect((await submit(testApp.http, PATH, contactMessage())).status).toBe(201);
  });
});
