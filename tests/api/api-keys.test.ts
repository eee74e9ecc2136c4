import { createHash } from 'node:crypto';
import request from 'supertest';
import { isWellFormedApiKey } from '../../shared/api-keys/api-key-format';
import { API_KEY_MESSAGES, apiKeyListSchema } from '../../shared/api-keys/api-keys';
import { CALL_ERROR_MESSAGES } from '../../shared/errors/api-error';
import { ApiKeySlotSweepJob } from '../../api/src/api-keys/usage/api-key-slot-sweep.job';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { signIn, type TestCaller } from './admin-roles-fixtures';
import { createKey, feedCall, keyInput, setKeyClock } from './api-keys-fixtures';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const MINUTE = 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('API keys: management by super admins (embedded database)', () => {
  let server: RealtimeTestServer;
  let admin: TestCaller;
  let superadmin: TestCaller;
  const http = () => request(server.testApp.http);
  /** The clock every key call of a test runs on; moved by hand, never waited for. */
  let now: Date;
  const moveClock = (minutes: number) => {
    now = new Date(now.getTime() + minutes * MINUTE);
    setKeyClock([server.testApp], now);
  };

  beforeAll(async () => {
    server = await startRealtimeTestServer();
    admin = await signIn(server, 'admin');
    superadmin = await signIn(server, 'superadmin');
  });
  beforeEach(() => {
    now = new Date('2031-05-06T10:15:00.000Z');
    setKeyClock([server.testApp], now);
  });
  afterAll(() => server.close());

  it('shows the value once, with the scanner prefix and checksum, and stores only its hash', async () => {
    const issued = await createKey(server.testApp.http, superadmin, { name: 'Hash check' });
    expect(isWellFormedApiKey(issued.secret)).toBe(true);
    expect(issued.key.secrets).toEqual([
      { prefix: issued.secret.slice(0, 11), createdAt: now.toISOString(), expiresAt: null },
    ]);
    const lookup = await server.testApp.db
      .collection<{ _id: string }>('api_key_secrets')
      .findOne({ _id: sha256(issued.secret) });
    expect(lookup).toMatchObject({ keyId: issued.key.id });
    // Neither the value nor anything but its prefix is stored anywhere, audit log included.
    for (const name of ['api_keys', 'api_key_secrets', 'api_key_registry', 'audit_log']) {
      const documents = await server.testApp.db.collection(name).find({}).toArray();
      expect(JSON.stringify(documents)).not.toContain(issued.secret);
      expect(JSON.stringify(documents)).not.toContain(issued.secret.slice(11));
    }
    const { body } = await http().get('/api/admin/api-keys').set(superadmin.auth).expect(200);
    expect(JSON.stringify(body)).not.toContain(issued.secret);
  });

  it('validates a new key with the shared schema and its messages', async () => {
    const response = await http()
      .post('/api/admin/api-keys')
      .set(superadmin.auth)
      .send(
        keyInput({
          name: ' ',
          permissions: [],
          requestsPerHour: 0,
          requestsPerDay: 2.5,
        }),
      );
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: API_KEY_MESSAGES.nameRequired },
        { field: 'permissions', message: API_KEY_MESSAGES.permissionRequired },
        { field: 'requestsPerHour', message: API_KEY_MESSAGES.limitRange },
        { field: 'requestsPerDay', message: API_KEY_MESSAGES.limitRange },
      ]),
    );
    const lower = await http()
      .post('/api/admin/api-keys')
      .set(superadmin.auth)
      .send(keyInput({ requestsPerHour: 100, requestsPerDay: 99 }));
    expect(lower.status).toBe(400);
    expect(lower.body.details).toEqual([
      { field: 'requestsPerDay', message: API_KEY_MESSAGES.dayBelowHour },
    ]);
  });

  it('refuses an admin who is not a super admin, with the catalogue message', async () => {
    for (const call of [
      http().get('/api/admin/api-keys').set(admin.auth),
      http().post('/api/admin/api-keys').set(admin.auth).send(keyInput()),
      http()
        .post('/api/admin/api-keys/x/rotate')
        .set(admin.auth)
        .send({ graceMinutes: 0, revision: 1 }),
      http().post('/api/admin/api-keys/x/revoke').set(admin.auth).send({ revision: 1 }),
    ]) {
      const response = await call;
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(CALL_ERROR_MESSAGES.forbidden);
    }
  });

  it('rotates to a new value at once and keeps the old one for exactly the grace period', async () => {
    const issued = await createKey(server.testApp.http, superadmin, { name: 'Rotation' });
    const old = issued.secret;
    await feedCall(server.testApp.http, old, '?limit=1').expect(200);

    const rotated = await http()
      .post(`/api/admin/api-keys/${issued.key.id}/rotate`)
      .set(superadmin.auth)
      .send({ graceMinutes: 60, revision: 1 })
      .expect(201);
    const fresh: string = rotated.body.secret;
    expect(isWellFormedApiKey(fresh)).toBe(true);
    expect(fresh).not.toBe(old);
    expect(rotated.body.key.revision).toBe(2);
    expect(rotated.body.key.secrets).toEqual([
      { prefix: fresh.slice(0, 11), createdAt: now.toISOString(), expiresAt: null },
      {
        prefix: old.slice(0, 11),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 60 * MINUTE).toISOString(),
      },
    ]);

    await feedCall(server.testApp.http, fresh, '?limit=1').expect(200);
    await feedCall(server.testApp.http, old, '?limit=1').expect(200);
    moveClock(59);
    await feedCall(server.testApp.http, old, '?limit=1').expect(200);
    moveClock(1);
    const refused = await feedCall(server.testApp.http, old, '?limit=1');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(API_KEY_MESSAGES.invalidKey);
    await feedCall(server.testApp.http, fresh, '?limit=1').expect(200);

    const { body } = await http().get('/api/admin/api-keys').set(superadmin.auth).expect(200);
    const listed = apiKeyListSchema.parse(body).keys.find((key) => key.id === issued.key.id);
    expect(listed?.secrets.map((secret) => secret.prefix)).toEqual([fresh.slice(0, 11)]);
  });

  it('refuses the old value at once after a rotation without grace', async () => {
    const issued = await createKey(server.testApp.http, superadmin, { name: 'No grace' });
    const rotated = await http()
      .post(`/api/admin/api-keys/${issued.key.id}/rotate`)
      .set(superadmin.auth)
      .send({ graceMinutes: 0, revision: 1 })
      .expect(201);
    await feedCall(server.testApp.http, issued.secret).expect(401);
    await feedCall(server.testApp.http, rotated.body.secret as string).expect(200);
  });

  it('shortens, never lengthens, the grace of a value already rotated away from', async () => {
    const issued = await createKey(server.testApp.http, superadmin, { name: 'Twice' });
    const first = await http()
      .post(`/api/admin/api-keys/${issued.key.id}/rotate`)
      .set(superadmin.auth)
      .send({ graceMinutes: 60, revision: 1 })
      .expect(201);
    moveClock(10);
    const second = await http()
      .post(`/api/admin/api-keys/${issued.key.id}/rotate`)
      .set(superadmin.auth)
      .send({ graceMinutes: 10_080, revision: 2 })
      .expect(201);
    expect(second.body.key.secrets.map((s: { expiresAt: string | null }) => s.expiresAt)).toEqual([
      null,
      new Date(now.getTime() + 10_080 * MINUTE).toISOString(),
      new Date(now.getTime() + 50 * MINUTE).toISOString(),
    ]);
    moveClock(50);
    await feedCall(server.testApp.http, issued.secret).expect(401);
    await feedCall(server.testApp.http, first.body.secret as string).expect(200);
    await feedCall(server.testApp.http, second.body.secret as string).expect(200);
  });

  it('lets exactly one of two rotations made from the same revision through', async () => {
    const issued = await createKey(server.testApp.http, superadmin, { name: 'Race' });
    const rotate = () =>
      http()
        .post(`/api/admin/api-keys/${issued.key.id}/rotate`)
        .set(superadmin.auth)
        .send({ graceMinutes: 0, revision: 1 });
    const answers = await Promise.all([rotate(), rotate(), rotate(), rotate()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 201)!;
    const losers = answers.filter((answer) => answer.status === 409);
    for (const loser of losers) expect(loser.body.message).toBe(API_KEY_MESSAGES.staleRevision);
    await feedCall(server.testApp.http, winner.body.secret as string).expect(200);
    const { body } = await http().get('/api/admin/api-keys').set(superadmin.auth).expect(200);
    const listed = apiKeyListSchema.parse(body).keys.find((key) => key.id === issued.key.id);
    expect(listed?.revision).toBe(2);
    expect(listed?.secrets).toHaveLength(1);
  });

  it('revokes every value at once and refuses to rotate a revoked key', async () => {
    const issued = await createKey(server.testApp.http, superadmin, { name: 'Revoked' });
    const rotated = await http()
      .post(`/api/admin/api-keys/${issued.key.id}/rotate`)
      .set(superadmin.auth)
      .send({ graceMinutes: 1_440, revision: 1 })
      .expect(201);
    const revoked = await http()
      .post(`/api/admin/api-keys/${issued.key.id}/revoke`)
      .set(superadmin.auth)
      .send({ revision: 2 })
      .expect(201);
    expect(revoked.body).toMatchObject({
      status: 'revoked',
      revokedAt: now.toISOString(),
      secrets: [],
    });
    await feedCall(server.testApp.http, issued.secret).expect(401);
    await feedCall(server.testApp.http, rotated.body.secret as string).expect(401);
    const again = await http()
      .post(`/api/admin/api-keys/${issued.key.id}/rotate`)
      .set(superadmin.auth)
      .send({ graceMinutes: 0, revision: 3 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(API_KEY_MESSAGES.keyRevoked);
    await http()
      .post('/api/admin/api-keys/no-such-key/revoke')
      .set(superadmin.auth)
      .send({ revision: 1 })
      .expect(404);
  });

  it('records create, rotate and revoke in the audit log with the super admin and address', async () => {
    const issued = await createKey(server.testApp.http, superadmin, { name: 'Audited' });
    await http()
      .post(`/api/admin/api-keys/${issued.key.id}/rotate`)
      .set(superadmin.auth)
      .send({ graceMinutes: 60, revision: 1 })
      .expect(201);
    await http()
      .post(`/api/admin/api-keys/${issued.key.id}/revoke`)
      .set(superadmin.auth)
      .send({ revision: 2 })
      .expect(201);
    const day = now.toISOString().slice(0, 10);
    const entries = (await server.testApp.app.get(AuditLog).list({ from: day, to: day })).filter(
      (entry) => entry.resourceId === issued.key.id,
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'api-key.create',
      'api-key.rotate',
      'api-key.revoke',
    ]);
    for (const entry of entries) {
      expect(entry.actorId).toBe(superadmin.sub);
      expect(entry.ip).not.toBe('');
    }
    expect(entries[1]?.after).toMatchObject({ graceMinutes: 60, revision: 2 });
    expect(entries[2]?.after).toMatchObject({ status: 'revoked', secrets: [] });
  });

  it('lists usage per day and the last use (time and address)', async () => {
    const issued = await createKey(server.testApp.http, superadmin, { name: 'Usage' });
    await feedCall(server.testApp.http, issued.secret).expect(200);
    await feedCall(server.testApp.http, issued.secret).expect(200);
    moveClock(24 * 60);
    await feedCall(server.testApp.http, issued.secret).expect(200);
    const { body } = await http().get('/api/admin/api-keys').set(superadmin.auth).expect(200);
    const listed = apiKeyListSchema.parse(body).keys.find((key) => key.id === issued.key.id)!;
    expect(listed.usage).toHaveLength(7);
    expect(listed.usage.slice(-2)).toEqual([
      { day: '2031-05-06', count: 2 },
      { day: '2031-05-07', count: 1 },
    ]);
    expect(listed.usage.slice(0, 5).every((day) => day.count === 0)).toBe(true);
    const lastUse = { at: now.toISOString(), ip: expect.stringMatching(/127\.0\.0\.1/) };
    expect(listed.lastUsed).toEqual(lastUse);

    // The hourly sweep removes finished windows' slots; the last use outlives its day's slots.
    const sweep = server.testApp.app.get(ApiKeySlotSweepJob);
    const slotsOf = () =>
      server.testApp.db
        .collection<{ _id: string }>('api_key_slots')
        .countDocuments({ _id: { $regex: `^${issued.key.id}:` } });
    expect(await slotsOf()).toBe(6);
    // Every key's slots are swept (other tests' keys too): this key's are counted below.
    expect(await sweep.run(new Date(now.getTime() + 2 * 60 * MINUTE))).toBeGreaterThanOrEqual(3);
    expect(await slotsOf()).toBe(3);
    moveClock(9 * 24 * 60);
    expect(await sweep.run(now)).toBeGreaterThanOrEqual(3);
    expect(await slotsOf()).toBe(0);
    const { body: later } = await http()
      .get('/api/admin/api-keys')
      .set(superadmin.auth)
      .expect(200);
    const swept = apiKeyListSchema.parse(later).keys.find((key) => key.id === issued.key.id)!;
    expect(swept.usage.every((day) => day.count === 0)).toBe(true);
    expect(swept.lastUsed).toEqual(lastUse);
  });
});
