import request from 'supertest';
import { CALL_ERROR_MESSAGES } from '../../shared/errors/api-error';
import {
  type CreateFlagInput,
  FLAG_MESSAGES,
  featureFlagListSchema,
  type FlagRule,
  type ListedFeatureFlag,
  MAINTENANCE_RETRY_AFTER_S,
} from '../../shared/flags/feature-flags';
import { FLAG_KEYS } from '../../shared/flags/known-flags';
import { SEEDED_FLAGS } from '../../shared/flags/seeded-flags';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { FLAG_REVALIDATE_MS } from '../../api/src/flags/feature-flag-store';
import { type TestApp } from '../harness/test-app';
import { ROLES_CLAIM } from './auth-token-helpers';
import { signIn, type TestCaller } from './admin-roles-fixtures';
import { setFlag } from './feature-flags-fixtures';
import { startTwoInstances as startLocalInstances } from './idp-login';
import { consultation, LEADS_TEST_ENV, submit } from './leads-fixtures';
import {
  type RealtimeTestServer,
  startRealtimeTestServer,
  startTwoInstances,
} from './realtime-test-server';

const PATH = '/api/superadmin/feature-flags';

const flagInput = (overrides: Partial<CreateFlagInput> = {}): CreateFlagInput => ({
  key: 'new-search',
  description: 'The new search page',
  owner: 'Search team',
  type: 'release',
  defaultValue: false,
  rules: [],
  override: 'none',
  ...overrides,
});

describe('Feature flags (embedded database)', () => {
  let server: RealtimeTestServer;
  let admin: TestCaller;
  let superadmin: TestCaller;
  let student: TestCaller;
  const http = () => request(server.testApp.http);

  const listed = async (key: string): Promise<ListedFeatureFlag> => {
    const { body } = await http().get(PATH).set(superadmin.auth).expect(200);
    const flag = featureFlagListSchema.parse(body).flags.find((entry) => entry.key === key);
    if (!flag) throw new Error(`${key} not listed`);
    return flag;
  };
  const edit = (flag: ListedFeatureFlag, changes: Partial<CreateFlagInput>) => {
    const { description, owner, type, defaultValue, rules, override, revision } = flag;
    return { description, owner, type, defaultValue, rules, override, revision, ...changes };
  };

  beforeAll(async () => {
    server = await startRealtimeTestServer(LEADS_TEST_ENV);
    admin = await signIn(server, 'admin');
    superadmin = await signIn(server, 'superadmin');
    student = await signIn(server, 'student');
  });
  afterAll(() => server.close());

  it('seeds the flags the product reads with their shipped defaults', async () => {
    for (const [key, fields] of Object.entries(SEEDED_FLAGS)) {
      expect(await listed(key)).toMatchObject({ ...fields, key, revision: 1 });
    }
    const { body } = await http().get('/api/public/feature-flags').expect(200);
    expect(body.flags).toMatchObject({
      'education-consultant': true,
      'assistant-hosted-model': true,
      'web-push-prompts': true,
      'new-sign-ups': true,
      'maintenance-mode': false,
    });
  });

  it('creates, edits and deletes a flag, each recorded in the audit log', async () => {
    const created = await http().post(PATH).set(superadmin.auth).send(flagInput()).expect(201);
    expect(created.body).toMatchObject({ key: 'new-search', revision: 1 });
    const rules: FlagRule[] = [{ kind: 'language', languages: ['ar'], value: true }];
    const edited = await http()
      .put(`${PATH}/new-search`)
      .set(superadmin.auth)
      .send(edit(await listed('new-search'), { rules, owner: 'Growth team' }))
      .expect(200);
    expect(edited.body).toMatchObject({ revision: 2, rules, owner: 'Growth team' });
    await http().delete(`${PATH}/new-search?revision=2`).set(superadmin.auth).expect(204);
    await expect(listed('new-search')).rejects.toThrow('not listed');
    // Once deleted, the key can be used again.
    await http().post(PATH).set(superadmin.auth).send(flagInput()).expect(201);
    await http().delete(`${PATH}/new-search?revision=1`).set(superadmin.auth).expect(204);

    const day = new Date().toISOString().slice(0, 10);
    const entries = (await server.testApp.app.get(AuditLog).list({ from: day, to: day })).filter(
      (entry) => entry.resourceType === 'feature-flag' && entry.resourceId === 'new-search',
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'feature-flag.create',
      'feature-flag.update',
      'feature-flag.delete',
      'feature-flag.create',
      'feature-flag.delete',
    ]);
    expect(entries[1]).toMatchObject({
      actorId: superadmin.sub,
      before: { owner: 'Search team', rules: [] },
      after: { owner: 'Growth team', rules },
    });
  });

  it('validates with the shared schema and its messages', async () => {
    const response = await http()
      .post(PATH)
      .set(superadmin.auth)
      .send(
        flagInput({
          key: 'Bad Key',
          description: ' ',
          rules: [
            { kind: 'rollout', percent: 120, value: true },
            { kind: 'country', countries: ['deu'], value: true },
            { kind: 'role', roles: [], value: true },
          ],
        }),
      );
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { field: 'key', message: FLAG_MESSAGES.keyFormat },
        { field: 'description', message: 'This field is required' },
        { field: 'rules.0.percent', message: FLAG_MESSAGES.percentRange },
        { field: 'rules.1.countries.0', message: FLAG_MESSAGES.countryFormat },
        { field: 'rules.2.roles', message: FLAG_MESSAGES.valuesRequired },
      ]),
    );
    const taken = await http()
      .post(PATH)
      .set(superadmin.auth)
      .send(flagInput({ key: FLAG_KEYS.newSignUps }));
    expect(taken.status).toBe(409);
    expect(taken.body.details).toEqual([{ field: 'key', message: FLAG_MESSAGES.keyTaken }]);
  });

  it('refuses an admin who is not a super admin on every endpoint', async () => {
    for (const call of [
      http().get(PATH).set(admin.auth),
      http()
        .post(PATH)
        .set(admin.auth)
        .send(flagInput({ key: 'by-admin' })),
      http()
        .put(`${PATH}/${FLAG_KEYS.maintenanceMode}`)
        .set(admin.auth)
        .send(edit(await listed(FLAG_KEYS.maintenanceMode), { override: 'on' })),
      http().delete(`${PATH}/${FLAG_KEYS.maintenanceMode}?revision=1`).set(admin.auth),
    ]) {
      const response = await call;
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(CALL_ERROR_MESSAGES.forbidden);
    }
    expect(await listed(FLAG_KEYS.maintenanceMode)).toMatchObject({ override: 'none' });
  });

  it('keeps exactly one of many edits made at once from the same revision', async () => {
    await http()
      .post(PATH)
      .set(superadmin.auth)
      .send(flagInput({ key: 'raced' }))
      .expect(201);
    const seen = await listed('raced');
    const owners = Array.from({ length: 12 }, (_, index) => `Team ${index}`);
    const answers = await Promise.all(
      owners.map((owner) =>
        http().put(`${PATH}/raced`).set(superadmin.auth).send(edit(seen, { owner })),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(owners.length - 1);
    for (const answer of refused) expect(answer.body.message).toBe(FLAG_MESSAGES.staleRevision);
    // The stored flag is the winner's, at the next revision: no change was dropped silently.
    expect(await listed('raced')).toMatchObject({ revision: 2, owner: won[0]!.body.owner });
  });

  it('lets exactly one of many creates of one key win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        http()
          .post(PATH)
          .set(superadmin.auth)
          .send(flagInput({ key: 'created-once', owner: `Team ${index}` })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
  });

  it("evaluates flags for the caller: a visitor's language, a user's role", async () => {
    await http()
      .post(PATH)
      .set(superadmin.auth)
      .send(
        flagInput({
          key: 'targeted',
          rules: [
            { kind: 'role', roles: ['student'], value: true },
            { kind: 'language', languages: ['ar'], value: true },
            { kind: 'country', countries: ['eg'], value: true },
          ],
        }),
      )
      .expect(201);
    const visitor = (query: string, language = 'en-US') =>
      http().get(`/api/public/feature-flags${query}`).set('Accept-Language', language).expect(200);
    expect((await visitor('?lang=en')).body.flags.targeted).toBe(false);
    expect((await visitor('?lang=ar')).body.flags.targeted).toBe(true);
    expect((await visitor('?lang=fr', 'fr-EG,fr;q=0.8')).body.flags.targeted).toBe(true);
    const mine = (caller: TestCaller) =>
      http().get('/api/me/feature-flags?lang=en').set(caller.auth).expect(200);
    expect((await mine(student)).body.flags.targeted).toBe(true);
    expect((await mine(admin)).body.flags.targeted).toBe(false);
    await http().get('/api/me/feature-flags').expect(401);
  });

  it('answers visitor and student writes 503 with Retry-After in maintenance mode, never admins', async () => {
    await setFlag(server.testApp.app, FLAG_KEYS.maintenanceMode, { override: 'on' });
    try {
      const lead = await submit(server.testApp.http, '/api/public/consultations', consultation());
      expect(lead.status).toBe(503);
      expect(lead.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_S));
      expect(lead.body.message).toBe(FLAG_MESSAGES.maintenance);
      const push = await http().post('/api/sync/favorites/push').set(student.auth).send({});
      expect(push.status).toBe(503);
      // Reads keep working for everybody.
      await http().get('/api/public/courses').expect(200);
      await http().get('/api/me').set(student.auth).expect(200);
      // Admins keep working: a role is created, and the super admin can switch maintenance off.
      await http()
        .post('/api/admin/roles')
        .set(admin.auth)
        .send({ name: 'maintenance-editors', description: 'Edits', permissions: ['content:read'] })
        .expect(201);
    } finally {
      await http()
        .put(`${PATH}/${FLAG_KEYS.maintenanceMode}`)
        .set(superadmin.auth)
        .send(edit(await listed(FLAG_KEYS.maintenanceMode), { override: 'none' }))
        .expect(200);
    }
    const lead = await submit(server.testApp.http, '/api/public/consultations', consultation());
    expect(lead.status).toBe(201);
  });

  it('refuses the first call of a new student while new-sign-ups is off, and no one else', async () => {
    await setFlag(server.testApp.app, FLAG_KEYS.newSignUps, { defaultValue: false });
    try {
      const token = (sub: string, roles: string[]) =>
        server.tokens.sign(
          { sub, email: `${sub.replace('|', '.')}@example.com`, [ROLES_CLAIM]: roles },
          { issuer: server.issuer },
        );
      const newcomer = await http()
        .get('/api/me')
        .set('Authorization', `Bearer ${await token('flags|newcomer', ['student'])}`);
      expect(newcomer.status).toBe(403);
      expect(newcomer.body.message).toBe(FLAG_MESSAGES.signUpsClosed);
      expect(
        await server.testApp.db.collection('users').findOne({ _id: 'flags|newcomer' as never }),
      ).toBeNull();
      // Existing users and new members of the team are let in.
      await http().get('/api/me').set(student.auth).expect(200);
      await http()
        .get('/api/me')
        .set('Authorization', `Bearer ${await token('flags|new-admin', ['admin'])}`)
        .expect(200);
    } finally {
      await setFlag(server.testApp.app, FLAG_KEYS.newSignUps, { defaultValue: true });
    }
  });
});

describe('Feature flags across two instances (Redis)', () => {
  it('answers a change made on one instance on the other at its next call', async () => {
    const [first, second] = await startTwoInstances();
    try {
      const superadmin = await signIn(first, 'superadmin');
      const read = async (server: RealtimeTestServer) =>
        (await request(server.testApp.http).get('/api/public/feature-flags').expect(200)).body
          .flags[FLAG_KEYS.maintenanceMode];
      expect(await read(second)).toBe(false);
      const { body } = await request(first.testApp.http).get(PATH).set(superadmin.auth).expect(200);
      const flag = featureFlagListSchema
        .parse(body)
        .flags.find((entry) => entry.key === FLAG_KEYS.maintenanceMode)!;
      const { description, owner, type, defaultValue, rules, revision } = flag;
      await request(first.testApp.http)
        .put(`${PATH}/${FLAG_KEYS.maintenanceMode}`)
        .set(superadmin.auth)
        .send({ description, owner, type, defaultValue, rules, override: 'on', revision })
        .expect(200);
      // The edit publishes before it answers, so the other instance has heard of it already.
      expect(await read(second)).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('Feature flags across two instances without Redis (the embedded default)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers a change made on one instance on the other once its copy is due for a check', async () => {
    const { first, second, close } = await startLocalInstances({});
    try {
      const read = async (testApp: TestApp) =>
        (await request(testApp.http).get('/api/public/feature-flags').expect(200)).body.flags[
          FLAG_KEYS.maintenanceMode
        ];
      expect(await read(second)).toBe(false);
      await setFlag(first.app, FLAG_KEYS.maintenanceMode, { override: 'on' });
      // Once its copy is due for a check, one lookup of the version stamp tells the second
      // instance to read the flags again (no Redis message ever comes).
      const later = Date.now() + FLAG_REVALIDATE_MS;
      jest.spyOn(Date, 'now').mockReturnValue(later);
      expect(await read(second)).toBe(true);
    } finally {
      await close();
    }
  });
});
