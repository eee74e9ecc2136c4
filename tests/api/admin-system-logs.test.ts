import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { SystemLogRetentionJob } from '../../api/src/system-logs/system-log-retention.job';
import { SystemLogRepository } from '../../api/src/system-logs/system-log.repository';
import { SystemLogsService } from '../../api/src/system-logs/system-logs.service';
import { signIn, type TestCaller } from './admin-roles-fixtures';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const today = () => new Date().toISOString().slice(0, 10);
const range = () => `from=${today()}&to=${today()}`;

describe('system logs and audit log screens (embedded database)', () => {
  let server: RealtimeTestServer;
  let admin: TestCaller;
  let student: TestCaller;
  const http = () => request(server.testApp.http);
  const settled = () => server.testApp.app.get(SystemLogsService).settled();

  beforeAll(async () => {
    server = await startRealtimeTestServer();
    admin = await signIn(server, 'admin');
    student = await signIn(server, 'student');
  });
  afterAll(() => server.close());

  it('stores a refusal with its user, action and module, and filters by level, user and module', async () => {
    await http()
      .get('/api/admin/system-logs')
      .query({ from: today(), to: today() })
      .set(student.auth)
      .expect(403);
    await settled();
    const { body } = await http()
      .get(
        `/api/admin/system-logs?${range()}&level=warning&user=${encodeURIComponent(student.sub)}&module=JwtAuthGuard`,
      )
      .set(admin.auth)
      .expect(200);
    expect(body.entries).toEqual([
      expect.objectContaining({
        level: 'warning',
        message: 'refused: permission not granted',
        user: student.sub,
        action: 'GET /api/admin/system-logs',
        module: 'JwtAuthGuard',
      }),
    ]);
    expect(body.entries[0].details).toContain('logs:read');
    expect(body.entries[0].ip).not.toBe('');
    const errors = await http()
      .get(`/api/admin/system-logs?${range()}&level=error`)
      .set(admin.auth);
    expect(errors.body.entries.every((entry: { level: string }) => entry.level === 'error')).toBe(
      true,
    );
  });

  it('refuses a bad filter with 400, never a 500', async () => {
    const response = await http()
      .get('/api/admin/system-logs?from=2025-13-40&to=x&level=loud')
      .set(admin.auth);
    expect(response.status).toBe(400);
    await http()
      .get('/api/admin/audit-log?from=2025-01-31&to=2025-01-01')
      .set(admin.auth)
      .expect(400);
  });

  it('downloads the filtered entries as CSV with a BOM', async () => {
    const response = await http()
      .get(`/api/admin/system-logs/export.csv?${range()}&module=JwtAuthGuard`)
      .set(admin.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const text = response.body as string;
    expect(text.startsWith('\uFEFFtimestamp,level,message,user,ip,action,module,details')).toBe(
      true,
    );
    expect(text).toContain('refused: permission not granted');
  });

  it('clears the chosen days, and the clear itself is logged and audited', async () => {
    await http()
      .post('/api/admin/system-logs/clear')
      .set(student.auth)
      .send({ from: today(), to: today() })
      .expect(403);
    await settled();
    const cleared = await http()
      .post('/api/admin/system-logs/clear')
      .set(admin.auth)
      .send({ from: today(), to: today() })
      .expect(200);
    expect(cleared.body.removed).toBeGreaterThanOrEqual(2);
    await settled();
    const { body } = await http()
      .get(`/api/admin/system-logs?${range()}`)
      .set(admin.auth)
      .expect(200);
    expect(body.entries).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'system logs cleared',
        user: admin.sub,
        action: 'logs.clear',
      }),
    ]);
    const audit = await http()
      .get(`/api/admin/audit-log?${range()}&action=logs.clear`)
      .set(admin.auth)
      .expect(200);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({
        action: 'logs.clear',
        actorId: admin.sub,
        after: { removed: cleared.body.removed },
      }),
    ]);
    // Entries written after a clear are seen again.
    await http().get('/api/admin/roles').set(student.auth).expect(403);
    await settled();
    const after = await http().get(`/api/admin/system-logs?${range()}`).set(admin.auth).expect(200);
    expect(after.body.entries.map((entry: { message: string }) => entry.message)).toEqual([
      'request refused',
      'refused: permission not granted',
      'system logs cleared',
    ]);
  });

  it('filters the audit log by actor, action and resource', async () => {
    await http()
      .post('/api/admin/roles')
      .set(admin.auth)
      .send({ name: 'filtered', description: '', permissions: [] })
      .expect(201);
    const byActor = await http()
      .get(`/api/admin/audit-log?${range()}&actor=${encodeURIComponent(admin.sub)}&resource=role`)
      .set(admin.auth)
      .expect(200);
    expect(byActor.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'role.create',
    ]);
    const none = await http()
      .get(`/api/admin/audit-log?${range()}&actor=nobody`)
      .set(admin.auth)
      .expect(200);
    expect(none.body.entries).toEqual([]);
  });
});

describe('system log retention across two instances', () => {
  it('removes old days exactly once when both instances run the hourly job at once', async () => {
    const env = { MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}` };
    const [one, two] = await Promise.all([
      startRealtimeTestServer(env),
      startRealtimeTestServer(env),
    ]);
    try {
      const repository = one.testApp.app.get(SystemLogRepository);
      const now = new Date('2025-06-30T12:00:00.000Z');
      const entry = (at: string) => ({
        level: 'warning' as const,
        message: 'old',
        at: new Date(at),
        user: '',
        ip: '',
        action: '',
        module: 'test',
        details: '',
      });
      await Promise.all([
        ...Array.from({ length: 5 }, () => repository.append(entry('2025-05-01T08:00:00.000Z'))),
        ...Array.from({ length: 3 }, () => repository.append(entry('2025-05-20T08:00:00.000Z'))),
        ...Array.from({ length: 4 }, () => repository.append(entry('2025-06-29T08:00:00.000Z'))),
      ]);
      const runs = await Promise.all([
        one.testApp.app.get(SystemLogRetentionJob).run(now),
        two.testApp.app.get(SystemLogRetentionJob).run(now),
      ]);
      expect(runs.filter((removed) => removed === undefined)).toHaveLength(1);
      expect(runs.find((removed) => removed !== undefined)).toBe(8);
      const reader = two.testApp.app.get(SystemLogRepository);
      expect(await reader.readDay('2025-05-01')).toEqual([]);
      expect(await reader.readDay('2025-05-20')).toEqual([]);
      expect(await reader.readDay('2025-06-29')).toHaveLength(4);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
