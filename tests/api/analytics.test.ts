import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  ANALYTICS_CONSENT_REQUIRED,
  ANALYTICS_PATHS,
  type AnalyticsEvent,
} from '../../shared/analytics/analytics-events';
import { type AnalyticsReport } from '../../shared/analytics/analytics-report';
import { type Role } from '../../shared/auth/roles';
import { ROLES_CLAIM } from './auth-token-helpers';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const today = () => new Date().toISOString().slice(0, 10);
const at = () => new Date().toISOString();

function batch(events: AnalyticsEvent[], batchId = randomUUID()) {
  return {
    batchId,
    consent: { analytics: true },
    events: events.map((event) => ({ ...event, at: at() })),
  };
}

function send(server: RealtimeTestServer, body: unknown) {
  return request(server.testApp.http)
    .post(ANALYTICS_PATHS.events)
    .send(body as object);
}

let users = 0;
async function tokenFor(server: RealtimeTestServer, role: Role): Promise<string> {
  const sub = `analytics|${role}|${++users}`;
  return server.tokens.sign({ sub, [ROLES_CLAIM]: [role] }, { issuer: server.issuer });
}

async function reportOf(server: RealtimeTestServer, from = today(), to = today()) {
  const answer = await request(server.testApp.http)
    .get(ANALYTICS_PATHS.report)
    .query({ from, to })
    .set('Authorization', `Bearer ${await tokenFor(server, 'admin')}`);
  expect(answer.status).toBe(200);
  return answer.body as AnalyticsReport;
}

describe('analytics ingestion and report (embedded database)', () => {
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeTestServer({ ANALYTICS_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => server.close());

  it('refuses batches without the analytics consent and counts nothing of them', async () => {
    const { consent: _consent, ...withoutConsent } = batch([{ type: 'favourite', courseId: 'c1' }]);
    for (const body of [withoutConsent, { ...withoutConsent, consent: { analytics: false } }]) {
      const answer = await send(server, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(ANALYTICS_CONSENT_REQUIRED);
    }
    expect((await reportOf(server)).totals.favourites).toBe(0);
  });

  it('refuses malformed events with the fields named, and empty or oversized batches', async () => {
    const bad = await send(server, {
      ...batch([]),
      events: [{ type: 'search', query: 'law', resultCount: -1, at: at() }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ field: 'events.0.resultCount' })]);
    expect((await send(server, batch([]))).status).toBe(400);
    const many = Array.from({ length: 51 }, () => ({ type: 'favourite', courseId: 'c' }) as const);
    expect((await send(server, batch(many))).status).toBe(400);
    expect((await send(server, { ...batch([]), events: 'x' })).status).toBe(400);
  });

  it('answers the report only with analytics:read and a valid period', async () => {
    const student = await tokenFor(server, 'student');
    const forbidden = await request(server.testApp.http)
      .get(ANALYTICS_PATHS.report)
      .query({ from: today(), to: today() })
      .set('Authorization', `Bearer ${student}`);
    expect(forbidden.status).toBe(403);
    const admin = await tokenFor(server, 'admin');
    for (const query of [{}, { from: '2025-02-01', to: '2025-01-01' }, { from: 'x', to: 'y' }]) {
      const answer = await request(server.testApp.http)
        .get(ANALYTICS_PATHS.report)
        .query(query)
        .set('Authorization', `Bearer ${admin}`);
      expect(answer.status).toBe(400);
    }
  });

  it('aggregates every kind of event into the day, normalising and dropping personal words', async () => {
    const before = await reportOf(server);
    const accepted = await send(
      server,
      batch([
        { type: 'pageView', path: '/', sessionStart: true },
        { type: 'pageView', path: '/courses', sessionStart: false },
        { type: 'search', query: 'Law  ', resultCount: 12 },
        { type: 'search', query: 'law', resultCount: 3 },
        { type: 'search', query: 'Basket Weaving', resultCount: 0 },
        { type: 'search', query: 'me@example.com', resultCount: 0 },
        { type: 'funnel', step: 'search' },
        { type: 'programmeView', courseId: 'course-1' },
        { type: 'funnel', step: 'programmeView' },
        { type: 'favourite', courseId: 'course-1' },
        { type: 'lead', kind: 'consultation' },
        { type: 'funnel', step: 'lead' },
      ]),
    );
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ counted: 12 });

    const report = await reportOf(server);
    const delta = (metric: keyof AnalyticsReport['totals']) =>
      report.totals[metric] - before.totals[metric];
    expect(delta('visits')).toBe(1);
    expect(delta('pageViews')).toBe(2);
    expect(delta('searches')).toBe(4);
    expect(delta('zeroResultSearches')).toBe(2);
    expect(delta('programmeViews')).toBe(1);
    expect(delta('favourites')).toBe(1);
    expect(delta('leads')).toBe(1);
    expect(report.days).toEqual([expect.objectContaining({ day: today(), ...report.totals })]);
    expect(report.topQueries).toEqual(
      expect.arrayContaining([
        { key: 'law', count: 2 },
        { key: 'basket weaving', count: 1 },
      ]),
    );
    expect(report.zeroResultQueries).toEqual([{ key: 'basket weaving', count: 1 }]);
    expect(JSON.stringify(report)).not.toContain('example.com');
    expect(report.topProgrammes).toEqual([{ key: 'course-1', count: 1, title: null }]);
    expect(report.leadKinds).toEqual([{ key: 'consultation', count: 1 }]);
    expect(report.funnel).toEqual({ search: 1, programmeView: 1, lead: 1 });
  });

  it('counts a batch delivered many times at once exactly once', async () => {
    const before = (await reportOf(server)).totals.favourites;
    const body = batch([{ type: 'favourite', courseId: 'again' }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(server, body)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 202));
    expect(answers.filter((answer) => answer.body.counted === 1)).toHaveLength(1);
    expect((await reportOf(server)).totals.favourites - before).toBe(1);
  });

  it('sends the report as a UTF-8 CSV with a BOM and formula cells neutralised', async () => {
    await send(server, batch([{ type: 'search', query: '=HYPERLINK("x")', resultCount: 0 }]));
    await send(server, batch([{ type: 'search', query: 'القانون', resultCount: 5 }]));
    const answer = await request(server.testApp.http)
      .get(ANALYTICS_PATHS.reportCsv)
      .query({ from: today(), to: today() })
      .set('Authorization', `Bearer ${await tokenFor(server, 'admin')}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    const csv = answer.body as string;
    expect(csv.startsWith('\uFEFFsection,item,metric,value,label\r\n')).toBe(true);
    expect(csv).toContain(`zeroResultQueries,"'=hyperlink(""x"")",count,1,`);
    expect(csv).toContain('topQueries,القانون,count,1,');
    expect(csv).toContain(`day,${today()},searches,`);
  });

  it('refuses batches past ANALYTICS_RATE_LIMIT_PER_MINUTE with 429', async () => {
    const limited = await startRealtimeTestServer({ ANALYTICS_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await send(limited, batch([{ type: 'favourite', courseId: 'c' }]))).status);
      }
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});

/**
 * Two API instances on one database, as behind a load balancer: batches racing through both
 * must add up to exact totals, read the same from either instance.
 */
describe('analytics counters racing through two API instances', () => {
  let instances: RealtimeTestServer[];

  beforeAll(async () => {
    const env = {
      MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
      ANALYTICS_RATE_LIMIT_PER_MINUTE: '10000',
    };
    instances = await Promise.all([startRealtimeTestServer(env), startRealtimeTestServer(env)]);
  });
  afterAll(async () => {
    await instances[0]?.close();
    await instances[1]?.close();
  });

  it('keeps exact totals of 300 parallel batches, with re-sends, across both instances', async () => {
    const batches = Array.from({ length: 300 }, (_, i) =>
      batch([
        { type: 'pageView', path: '/courses', sessionStart: i % 3 === 0 },
        { type: 'search', query: `subject ${i % 7}`, resultCount: i % 5 === 0 ? 0 : 4 },
        { type: 'programmeView', courseId: `course-${i % 4}` },
      ]),
    );
    // Every tenth batch is also delivered to the other instance at the same time (a retry).
    const deliveries = batches.flatMap((body, i) => [
      send(instances[i % 2]!, body),
      ...(i % 10 === 0 ? [send(instances[(i + 1) % 2]!, body)] : []),
    ]);
    const answers = await Promise.all(deliveries);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 202));
    expect(answers.reduce((sum, answer) => sum + (answer.body.counted as number), 0)).toBe(900);

    for (const server of instances) {
      const report = await reportOf(server);
      expect(report.totals).toEqual({
        visits: 100,
        pageViews: 300,
        searches: 300,
        zeroResultSearches: 60,
        programmeViews: 300,
        favourites: 0,
        leads: 0,
      });
      expect(report.topQueries.reduce((sum, entry) => sum + entry.count, 0)).toBe(300);
      expect(report.topQueries.find((entry) => entry.key === 'subject 0')?.count).toBe(43);
      expect(report.topProgrammes.map((entry) => entry.count)).toEqual([75, 75, 75, 75]);
    }
  });
});
