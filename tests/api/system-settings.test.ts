import { Controller, Get } from '@nestjs/common';
import request from 'supertest';
import {
  defaultSystemSettings,
  SYSTEM_SETTINGS_MESSAGES,
  SYSTEM_SETTINGS_PATHS,
  systemSettingsSchema,
} from '../../shared/system-settings/system-settings';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { Public } from '../../api/src/auth/access.decorator';
import { signIn, type TestCaller } from './admin-roles-fixtures';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { setSettings } from './system-settings-fixtures';

const PATH = SYSTEM_SETTINGS_PATHS.admin;

/** Answers only when the test lets it: a request as slow as the test needs, without sleeps. */
let releaseSlow: () => void = () => undefined;
@Controller('settings-test')
class SlowTestController {
  @Get('slow')
  @Public()
  async slow(): Promise<{ ok: true }> {
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    return { ok: true };
  }
}

describe('System settings (embedded database)', () => {
  let server: RealtimeTestServer;
  let superadmin: TestCaller;
  let admin: TestCaller;
  const http = () => request(server.testApp.http);
  const defaults = defaultSystemSettings({ maxLoginAttempts: 5, lockoutMinutes: 15 });
  const current = async () =>
    systemSettingsSchema.parse((await http().get(PATH).set(superadmin.auth).expect(200)).body);

  beforeAll(async () => {
    server = await startRealtimeTestServer(
      { AUTH_LOCKOUT_MAX_ATTEMPTS: '5', AUTH_LOCKOUT_MINUTES: '15', TRUST_PROXY: 'loopback' },
      { extraControllers: [SlowTestController] },
    );
    superadmin = await signIn(server, 'superadmin');
    admin = await signIn(server, 'admin');
  });
  afterAll(() => server.close());
  afterEach(() => setSettings(server.testApp.app, defaults));

  it("answers today's behaviour until a super admin saves, then the saved values, audited", async () => {
    const first = await current();
    expect(first).toMatchObject({ ...defaults, revision: 0, updatedAt: null, updatedBy: null });
    const saved = await http()
      .put(PATH)
      .set(superadmin.auth)
      .send({ ...defaults, sessionTimeoutMinutes: 30, revision: first.revision })
      .expect(200);
    expect(saved.body).toMatchObject({ sessionTimeoutMinutes: 30, revision: first.revision + 1 });
    expect(await current()).toMatchObject({ sessionTimeoutMinutes: 30 });
    const day = new Date().toISOString().slice(0, 10);
    const entries = (await server.testApp.app.get(AuditLog).list({ from: day, to: day })).filter(
      (entry) => entry.action === 'system-settings.update',
    );
    expect(entries.at(-1)).toMatchObject({
      before: { sessionTimeoutMinutes: null },
      after: { sessionTimeoutMinutes: 30 },
    });
  });

  it('refuses a save over a revision someone else saved since, and out-of-range values', async () => {
    const { revision } = await current();
    await http()
      .put(PATH)
      .set(superadmin.auth)
      .send({ ...defaults, revision })
      .expect(200);
    const stale = await http()
      .put(PATH)
      .set(superadmin.auth)
      .send({ ...defaults, revision })
      .expect(409);
    expect(stale.body.message).toBe(SYSTEM_SETTINGS_MESSAGES.staleRevision);
    const invalid = await http()
      .put(PATH)
      .set(superadmin.auth)
      .send({ ...defaults, passwordMinLength: 4, corsOrigins: ['not an origin'], revision })
      .expect(400);
    expect(invalid.body.details).toEqual(
      expect.arrayContaining([
        { field: 'passwordMinLength', message: SYSTEM_SETTINGS_MESSAGES.outOfRange },
        { field: 'corsOrigins.0', message: SYSTEM_SETTINGS_MESSAGES.invalidOrigin },
      ]),
    );
  });

  it('keeps the settings to super admins', async () => {
    await http().get(PATH).set(admin.auth).expect(403);
    await http()
      .put(PATH)
      .set(admin.auth)
      .send({ ...defaults, revision: 0 })
      .expect(403);
    await http().get(PATH).expect(401);
  });

  it('answers CORS for the listed origins only', async () => {
    const listed = 'https://partner.example.com';
    const ask = (origin: string) => http().get('/api/public/auth-config').set('Origin', origin);
    expect((await ask(listed).expect(200)).headers['access-control-allow-origin']).toBeUndefined();
    await setSettings(server.testApp.app, { corsOrigins: [listed] });
    expect((await ask(listed).expect(200)).headers['access-control-allow-origin']).toBe(listed);
    const unlisted = await ask('https://evil.example.com').expect(200);
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await http()
      .options('/api/leads')
      .set('Origin', listed)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,idempotency-key')
      .expect(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': listed,
      'access-control-allow-headers': 'content-type,idempotency-key',
    });
  });

  it('answers the partner API with 503 while the public API is off', async () => {
    await setSettings(server.testApp.app, { publicApiEnabled: false });
    const refused = await http().get('/api/partner/v1/catalog').expect(503);
    expect(refused.body).toMatchObject({
      statusCode: 503,
      message: SYSTEM_SETTINGS_MESSAGES.publicApiOff,
    });
    await setSettings(server.testApp.app, { publicApiEnabled: true });
    // On again: the key check answers (no key sent).
    await http().get('/api/partner/v1/catalog').expect(401);
  });

  it('answers a request slower than the response timeout with 503', async () => {
    await setSettings(server.testApp.app, { responseTimeoutSeconds: 1 });
    try {
      const started = Date.now();
      const answer = await http().get('/api/settings-test/slow').expect(503);
      expect(answer.body.message).toBe(SYSTEM_SETTINGS_MESSAGES.responseTimeout);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    } finally {
      releaseSlow();
    }
  });

  it('redirects plain-http requests to https and lets https ones through when required', async () => {
    await http().get('/api/health').set('X-Forwarded-Proto', 'http').expect(200);
    await setSettings(server.testApp.app, { requireHttps: true });
    const redirected = await http()
      .get('/api/public/auth-config')
      .set('Host', 'study.example.com')
      .expect(308);
    expect(redirected.headers.location).toBe('https://study.example.com/api/public/auth-config');
    const secure = await http()
      .get('/api/public/auth-config')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('lets exactly the per-minute limit of racing requests through, then answers 429', async () => {
    await setSettings(server.testApp.app, { rateLimitPerMinute: 5 });
    // A client address of its own, so earlier tests' calls do not count.
    const call = () => http().get('/api/public/auth-config').set('X-Forwarded-For', '203.0.113.7');
    const statuses = (await Promise.all(Array.from({ length: 12 }, call))).map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const refused = await call().expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
