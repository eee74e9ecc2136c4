import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { apiKeyListSchema } from '../../shared/api-keys/api-keys';
import { CALL_ERROR_MESSAGES } from '../../shared/errors/api-error';
import { signIn, type TestCaller } from './admin-roles-fixtures';
import { createKey, feedCall, setKeyClock } from './api-keys-fixtures';
import {
  type RealtimeTestServer,
  startRealtimeTestServer,
  TEST_REDIS_URL,
} from './realtime-test-server';

/** The minute every test starts at: 45 minutes before the hour ends, 13 h 45 before the day. */
const START = new Date('2031-05-06T10:15:00.000Z');
const TO_HOUR_END = 45 * 60;
const HOUR = 3_600_000;

/**
 * Per-key limits raced over two API instances sharing one database: counted by unique-`_id` slot
 * claims on the embedded default, by INCR in Redis when REDIS_URL is set (DESIGN.md decision 12).
 * Either way exactly the limit gets through, whichever instance each call reaches.
 */
describe.each([
  ['slot claims in the database', {}],
  ['Redis counters', { REDIS_URL: TEST_REDIS_URL }],
])('partner API key limits across two API instances (%s)', (_backend, env) => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  let superadmin: TestCaller;

  beforeAll(async () => {
    const shared = { MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`, ...env };
    first = await startRealtimeTestServer(shared);
    second = await startRealtimeTestServer(shared);
    superadmin = await signIn(first, 'superadmin');
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const setClock = (at: Date) => setKeyClock([first.testApp, second.testApp], at);

  /** `count` feed calls sent at once, alternating between the instances. */
  async function race(key: string, count: number) {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        feedCall((i % 2 === 0 ? first : second).testApp.http, key, '?limit=1'),
      ),
    );
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body.message).toBe(CALL_ERROR_MESSAGES.tooManyRequests);
    }
    return {
      statuses: answers.map((answer) => answer.status).sort(),
      retryAfter: answers
        .filter((answer) => answer.status === 429)
        .map((answer) => Number(answer.headers['retry-after']))
        .sort((a, b) => a - b),
    };
  }

  async function usageToday(keyId: string): Promise<number | undefined> {
    // The super admin's token is signed for the first instance's identity double.
    const { body } = await request(first.testApp.http)
      .get('/api/admin/api-keys')
      .set(superadmin.auth)
      .expect(200);
    const key = apiKeyListSchema.parse(body).keys.find((candidate) => candidate.id === keyId);
    return key?.usage.at(-1)?.count;
  }

  it('lets exactly the hourly limit through when both instances are hit at once', async () => {
    setClock(START);
    const issued = await createKey(first.testApp.http, superadmin, {
      requestsPerHour: 5,
      requestsPerDay: 100,
    });
    const { statuses, retryAfter } = await race(issued.secret, 12);
    expect(statuses).toEqual([200, 200, 200, 200, 200, ...Array<number>(7).fill(429)]);
    expect(retryAfter).toEqual(Array<number>(7).fill(TO_HOUR_END));
    expect(await usageToday(issued.key.id)).toBe(5);

    // The next hour has a budget of its own.
    setClock(new Date(START.getTime() + HOUR));
    expect((await race(issued.secret, 7)).statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await usageToday(issued.key.id)).toBe(10);
  });

  it('holds the daily limit across hours, refusing until the next UTC day', async () => {
    setClock(START);
    const issued = await createKey(first.testApp.http, superadmin, {
      requestsPerHour: 4,
      requestsPerDay: 6,
    });
    expect((await race(issued.secret, 6)).statuses).toEqual([200, 200, 200, 200, 429, 429]);

    setClock(new Date(START.getTime() + HOUR));
    const later = await race(issued.secret, 6);
    expect(later.statuses).toEqual([200, 200, 429, 429, 429, 429]);
    // Two refused by the hour (4 calls got its slots), two by the day (2 of those 4 got its last).
    const toDayEnd = 12 * 3600 + TO_HOUR_END;
    expect(later.retryAfter).toEqual([TO_HOUR_END, TO_HOUR_END, toDayEnd, toDayEnd]);
    expect(await usageToday(issued.key.id)).toBe(6);

    setClock(new Date('2031-05-07T00:00:05.000Z'));
    await feedCall(first.testApp.http, issued.secret).expect(200);
  });
});
