import request from 'supertest';
import { REALTIME_NOTIFICATIONS_PATH } from '../../shared/realtime/realtime-messages';
import { FLAG_KEYS } from '../../shared/flags/known-flags';
import { createTestApp, type TestApp } from '../harness/test-app';
import { setFlag } from './feature-flags-fixtures';
import { openSocket } from './realtime-socket-client';

const SECRET = 'secret123';
/** pino's numeric levels. */
const PINO_INFO = 30;
const PINO_WARN = 40;

interface LogLine {
  msg: string;
  level?: number;
  statusCode?: number;
  res?: unknown;
  url?: string;
  reason?: string;
  req?: { url?: string; headers?: Record<string, string> };
}

/** The app's log, line by line as pino writes it, and a wait for the first line that matches. */
function capturedLog() {
  const lines: string[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  return {
    destination: {
      write(chunk: string) {
        lines.push(chunk);
        const line = JSON.parse(chunk) as LogLine;
        for (const waiter of waiters.filter(({ match }) => match(line))) waiter.resolve(line);
      },
    },
    text: () => lines.join(''),
    lineWhere(match: (line: LogLine) => boolean): Promise<LogLine> {
      const seen = lines.map((chunk) => JSON.parse(chunk) as LogLine).find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

describe('Logs keep credentials passed in a query string out', () => {
  const log = capturedLog();
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination: log.destination });
    await new Promise<void>((resolve) => testApp.http.listen(0, '127.0.0.1', resolve));
    const address = testApp.http.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => testApp.close());

  it('logs an API request and its refusal with the token redacted', async () => {
    await request(origin).get(`/api/public/courses?token=${SECRET}&page=1`).expect(400);
    const completed = await log.lineWhere(
      (line) => line.msg === 'request completed' && !!line.req?.url?.startsWith('/api/public/'),
    );
    const refused = await log.lineWhere((line) => line.msg === 'request refused');
    expect(completed.req?.url).toBe('/api/public/courses?token=[REDACTED]&page=1');
    expect(refused.url).toBe('/api/public/courses?token=[REDACTED]&page=1');
    expect(log.text()).not.toContain(SECRET);
  });

  it("keeps a partner's X-API-Key header out of the request log", async () => {
    const key = `sapk_${SECRET}${'x'.repeat(27)}`;
    await request(origin).get('/api/partner/v1/catalog').set('X-API-Key', key).expect(401);
    const completed = await log.lineWhere(
      (line) => line.msg === 'request completed' && !!line.req?.url?.startsWith('/api/partner/'),
    );
    expect(completed.req?.headers?.['x-api-key']).toBe('[Redacted]');
    expect(log.text()).not.toContain(SECRET);
  });

  it("redacts the URL Express's not-found message quotes", async () => {
    await request(origin).get(`/api/nowhere?access_token=${SECRET}`).expect(404);
    const refused = await log.lineWhere(
      (line) => line.msg === 'request refused' && !!line.url?.startsWith('/api/nowhere'),
    );
    expect(refused.reason).toBe('Cannot GET /api/nowhere?access_token=[REDACTED]');
    expect(log.text()).not.toContain(SECRET);
  });

  it('logs a refused WebSocket upgrade with the token redacted', async () => {
    const socket = openSocket(origin, `${REALTIME_NOTIFICATIONS_PATH}?userId=u1&token=${SECRET}`);
    await socket.closed;
    const refused = await log.lineWhere((line) => line.msg === 'WebSocket connection refused');
    expect(refused.url).toBe(`${REALTIME_NOTIFICATIONS_PATH}?userId=u1&token=[REDACTED]`);
    expect(log.text()).not.toContain(SECRET);
  });
});

describe('A maintenance refusal is logged as a refusal, not as a failure', () => {
  const log = capturedLog();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination: log.destination });
  });
  afterAll(() => testApp.close());

  it('logs the 503 of a visitor write at warn and its request at info, never at error', async () => {
    await setFlag(testApp.app, FLAG_KEYS.maintenanceMode, { override: 'on' });
    const refused = await request(testApp.http)
      .post('/api/public/newsletter-subscriptions')
      .send({ email: 'reader@example.com' });
    expect(refused.status).toBe(503);
    const filtered = await log.lineWhere(
      (line) => line.msg === 'request refused' && line.statusCode === 503,
    );
    // pino-http's own line, once the answer has gone.
    const answered = await log.lineWhere(
      (line) => line.res !== undefined && line.req?.url === '/api/public/newsletter-subscriptions',
    );
    expect(filtered.level).toBe(PINO_WARN);
    expect(answered.level).toBe(PINO_INFO);
    expect(log.text()).not.toContain('"level":50');
  });
});
