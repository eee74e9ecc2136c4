import { createTestApp, type TestApp } from '../harness/test-app';
import { LEADS_TEST_ENV } from './leads-fixtures';
import { newClientAddress, raceStatuses, submitAs } from './rate-limit-fixtures';

const LIMIT = 3;

describe('Lead submissions rate limit behind a trusted proxy', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      ...LEADS_TEST_ENV,
      LEADS_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(() => testApp.close());

  it('answers 429 in the spec wording with Retry-After once a client used its minute', async () => {
    const client = newClientAddress();
    const statuses = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await submitAs(testApp.http, client)).status);
    expect(statuses).toEqual([201, 201, 201]);

    const refused = await submitAs(testApp.http, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Please try again later.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
  });

  it('gives every client the proxy forwards a bucket of its own', async () => {
    const first = newClientAddress();
    for (let i = 0; i < LIMIT; i += 1) await submitAs(testApp.http, first);
    expect((await submitAs(testApp.http, first)).status).toBe(429);
    expect((await submitAs(testApp.http, newClientAddress())).status).toBe(201);
  });

  it('lets exactly the limit through when one client sends many at the same instant', async () => {
    const client = newClientAddress();
    const statuses = await raceStatuses(
      Array.from({ length: LIMIT + 5 }, () => ({ http: testApp.http, client })),
    );
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });
});

describe('Lead submissions rate limit without a configured proxy', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      ...LEADS_TEST_ENV,
      LEADS_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    });
  });
  afterAll(() => testApp.close());

  it("ignores the peer's X-Forwarded-For: a new forged address does not get a new bucket", async () => {
    const statuses = [];
    for (let i = 0; i < LIMIT + 1; i += 1) {
      statuses.push((await submitAs(testApp.http, newClientAddress())).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
