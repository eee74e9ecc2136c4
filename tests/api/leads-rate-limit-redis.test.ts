import { createTestApp, type TestApp } from '../harness/test-app';
import { LEADS_TEST_ENV } from './leads-fixtures';
import { newClientAddress, raceStatuses, submitAs } from './rate-limit-fixtures';

const LIMIT = 3;
/** The Redis this machine runs for tests (DESIGN.md decision 12). */
const REDIS_URL = 'redis://127.0.0.1:6379';

describe('Lead submissions rate limit shared through Redis by two instances', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = {
      ...LEADS_TEST_ENV,
      LEADS_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: 'loopback',
      REDIS_URL,
    };
    [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  it("counts a client's submissions to either instance against one budget", async () => {
    const client = newClientAddress();
    const statuses = [
      (await submitAs(first.http, client)).status,
      (await submitAs(second.http, client)).status,
      (await submitAs(first.http, client)).status,
      (await submitAs(second.http, client)).status,
      (await submitAs(first.http, client)).status,
    ];
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('lets exactly the limit through when both instances are hit at the same instant', async () => {
    const client = newClientAddress();
    const statuses = await raceStatuses(
      Array.from({ length: LIMIT + 5 }, (_, i) => ({
        http: i % 2 === 0 ? first.http : second.http,
        client,
      })),
    );
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });
});
