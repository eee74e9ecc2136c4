import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { ADMIN_ACCOUNT_MESSAGES, type AdminAccount } from '../../shared/admin/admin-accounts';
import { ADMIN_USER_MESSAGES } from '../../shared/admin/admin-users';
import { ADMIN_PERMISSIONS } from '../../shared/auth/permissions';
import { type Role } from '../../shared/auth/roles';
import {
  REALTIME_CLOSE_CODES,
  REALTIME_NOTIFICATIONS_PATH,
} from '../../shared/realtime/realtime-messages';
import { createTestApp, type TestApp } from '../harness/test-app';
import { AUDIENCE, ROLES_CLAIM, rsaTokenFactory, type TokenFactory } from './auth-token-helpers';
import {
  MANAGEMENT_CLIENT_SECRET,
  startTenantDouble,
  type TenantDouble,
} from './auth0-tenant-double';
import { openSocket } from './realtime-socket-client';

interface Person {
  sub: string;
  email: string;
  token: string;
}

/** An API in Auth0 mode on a fresh embedded database, with its tenant double. */
async function startApi() {
  const tokens: TokenFactory = await rsaTokenFactory();
  const tenant: TenantDouble = await startTenantDouble(tokens);
  const testApp: TestApp = await createTestApp({
    AUTH_MODE: 'auth0',
    AUTH0_DOMAIN: tenant.origin,
    AUTH0_AUDIENCE: AUDIENCE,
    AUTH0_ROLES_CLAIM: ROLES_CLAIM,
    AUTH0_MANAGEMENT_CLIENT_ID: 'm2m-client',
    AUTH0_MANAGEMENT_CLIENT_SECRET: MANAGEMENT_CLIENT_SECRET,
  });
  await testApp.app.listen(0, '127.0.0.1');
  let people = 0;

  /** A user who has made their first call (so their record exists), with their token. */
  const person = async (role: Role): Promise<Person> => {
    people += 1;
    const sub = `auth0|a${people}`;
    const email = `a${people}-${role}@example.com`;
    const token = await tokens.sign(
      { sub, email, name: `Person ${people}`, [ROLES_CLAIM]: [role] },
      { issuer: `${tenant.origin}/` },
    );
    await request(testApp.http).get('/api/me').set('Authorization', `Bearer ${token}`).expect(200);
    return { sub, email, token };
  };

  const as = (caller: Person) => ({
    get: (url: string) =>
      request(testApp.http).get(url).set('Authorization', `Bearer ${caller.token}`),
    post: (url: string, body: object) =>
      request(testApp.http).post(url).set('Authorization', `Bearer ${caller.token}`).send(body),
    put: (url: string, body: object) =>
      request(testApp.http).put(url).set('Authorization', `Bearer ${caller.token}`).send(body),
    delete: (url: string) =>
      request(testApp.http).delete(url).set('Authorization', `Bearer ${caller.token}`),
  });

  const admins = async (caller: Person): Promise<AdminAccount[]> =>
    (await as(caller).get('/api/superadmin/admins').expect(200)).body.admins;

  return {
    testApp,
    tenant,
    person,
    as,
    admins,
    origin: `http://127.0.0.1:${(testApp.http.address() as AddressInfo).port}`,
    close: async () => {
      await testApp.close();
      await tenant.close();
    },
  };
}

const adminPath = (sub: string, tail = '') =>
  `/api/superadmin/admins/${encodeURIComponent(sub)}${tail}`;

describe('/api/superadmin/admins (Auth0 mode, embedded database)', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let boss: Person;

  beforeAll(async () => {
    api = await startApi();
    boss = await api.person('superadmin');
  });
  afterAll(() => api.close());

  const today = () => new Date().toISOString().slice(0, 10);
  const auditOf = async (resourceId: string) =>
    (await api.testApp.app.get(AuditLog).list({ from: today(), to: today() }))
      .filter((entry) => entry.resourceId === resourceId)
      .map((entry) => entry.action);

  it('promotes a user by address through Auth0, counted from their very next call', async () => {
    const student = await api.person('student');
    await api.as(student).get('/api/admin/users').expect(403);

    const added = await api
      .as(boss)
      .post('/api/superadmin/admins', {
        email: student.email.toUpperCase(),
        name: '',
        role: 'admin',
      })
      .expect(201);
    expect(added.body).toMatchObject({
      invited: false,
      admin: { id: student.sub, role: 'admin', restricted: false, permissions: ADMIN_PERMISSIONS },
    });
    expect(api.tenant.userPatches.at(-1)).toEqual({
      userId: student.sub,
      body: { app_metadata: { roles: ['admin'] } },
    });
    // The same token as before: the stored role counts, not the token's claim.
    await api.as(student).get('/api/admin/users').expect(200);
    await api.as(student).get('/api/superadmin/admins').expect(403);

    const listed = (await api.admins(boss)).map((admin) => [admin.id, admin.role]);
    expect(listed[0]).toEqual([boss.sub, 'superadmin']);
    expect(listed).toContainEqual([student.sub, 'admin']);

    // Narrowed: users no longer, courses still.
    const narrowed = ADMIN_PERMISSIONS.filter((permission) => !permission.startsWith('users:'));
    const set = await api
      .as(boss)
      .put(adminPath(student.sub, '/permissions'), { permissions: narrowed })
      .expect(200);
    expect(set.body).toMatchObject({ restricted: true, permissions: narrowed });
    await api.as(student).get('/api/admin/users').expect(403);
    await api.as(student).get('/api/admin/courses').expect(200);

    await api.as(boss).delete(adminPath(student.sub)).expect(204);
    await api.as(student).get('/api/admin/courses').expect(403);
    expect((await api.admins(boss)).map((admin) => admin.id)).not.toContain(student.sub);
    expect(api.tenant.userPatches.at(-1)?.body).toEqual({ app_metadata: { roles: ['student'] } });
    expect(await auditOf(student.sub)).toEqual(['admin.add', 'admin.permissions', 'admin.remove']);
  });

  it("closes the target's open sockets on a change, so they reconnect under the new role", async () => {
    const student = await api.person('student');
    const socket = openSocket(
      api.origin,
      `${REALTIME_NOTIFICATIONS_PATH}?userId=${encodeURIComponent(student.sub)}&token=${student.token}`,
    );
    expect((await socket.nextMessage()).type).toBe('presence');
    await api
      .as(boss)
      .post('/api/superadmin/admins', { email: student.email, name: '', role: 'superadmin' })
      .expect(201);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE_CODES.tokenExpired);
    await api.as(student).get('/api/superadmin/admins').expect(200);
    await api.as(boss).put(adminPath(student.sub, '/role'), { role: 'admin' }).expect(200);
    await api.as(student).get('/api/superadmin/admins').expect(403);
  });

  it('refuses changes to oneself, to non-admins, to a super admin’s permissions and unknown addresses', async () => {
    const student = await api.person('student');
    const other = await api.person('superadmin');
    const refusals = [
      [await api.as(boss).put(adminPath(boss.sub, '/role'), { role: 'admin' }), 403, 'notYourself'],
      [await api.as(boss).delete(adminPath(boss.sub)), 403, 'notYourself'],
      [await api.as(boss).delete(adminPath(student.sub)), 404, 'notAnAdmin'],
      [
        await api.as(boss).put(adminPath(other.sub, '/permissions'), { permissions: [] }),
        400,
        'superadminPermissions',
      ],
      [
        await api
          .as(boss)
          .post('/api/superadmin/admins', { email: 'nobody@example.com', name: '', role: 'admin' }),
        400,
        'unknownEmail',
      ],
      [
        await api
          .as(boss)
          .post('/api/superadmin/admins', { email: other.email, name: '', role: 'superadmin' }),
        409,
        'alreadyAdmin',
      ],
    ] as const;
    for (const [response, status, key] of refusals) {
      expect([response.status, response.body.message]).toEqual([
        status,
        ADMIN_ACCOUNT_MESSAGES[key],
      ]);
    }
    const invalid = await api
      .as(boss)
      .post('/api/superadmin/admins', { email: 'not-an-address', name: '', role: 'owner' })
      .expect(400);
    expect(invalid.body.details.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'email',
      'role',
    ]);
  });

  it('changes nothing when Auth0 refuses the role write', async () => {
    const student = await api.person('student');
    api.tenant.state.failUserUpdates = true;
    try {
      const failed = await api
        .as(boss)
        .post('/api/superadmin/admins', { email: student.email, name: '', role: 'superadmin' })
        .expect(502);
      expect(failed.body.message).toBe(ADMIN_ACCOUNT_MESSAGES.identityUnavailable);
    } finally {
      api.tenant.state.failUserUpdates = false;
    }
    await api.as(student).get('/api/admin/users').expect(403);
    expect((await api.admins(boss)).map((admin) => admin.id)).not.toContain(student.sub);
  });
});

describe('the last super admin (races on the embedded database)', () => {
  let api: Awaited<ReturnType<typeof startApi>>;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('leaves exactly one of two super admins who demote or remove each other at once', async () => {
    let survivor = await api.person('superadmin');
    for (let round = 0; round < 4; round++) {
      const rival = await api.person('student');
      await api
        .as(survivor)
        .post('/api/superadmin/admins', { email: rival.email, name: '', role: 'superadmin' })
        .expect(201);
      const [a, b] = round % 2 === 0 ? [survivor, rival] : [rival, survivor];
      // Alternately a demotion to admin and a removal of admin access altogether.
      const act = (caller: Person, target: Person) =>
        round < 2
          ? api.as(caller).put(adminPath(target.sub, '/role'), { role: 'admin' })
          : api.as(caller).delete(adminPath(target.sub));
      const [first, second] = await Promise.all([act(a, b), act(b, a)]);
      const statuses = [first.status, second.status].sort();
      expect(statuses).toEqual([round < 2 ? 200 : 204, 403].sort());
      const refused = first.status === 403 ? first : second;
      expect(refused.body.message).toBe(ADMIN_ACCOUNT_MESSAGES.lastSuperadmin);
      survivor = first.status === 403 ? b : a;
      const supers = (await api.admins(survivor)).filter((admin) => admin.role === 'superadmin');
      expect(supers.map((admin) => admin.id)).toEqual([survivor.sub]);
    }
    // A super admin whose first sign-in came after the roster began is on it too.
    const newcomer = await api.person('superadmin');
    await api.as(newcomer).put(adminPath(survivor.sub, '/role'), { role: 'admin' }).expect(200);
    await api.as(survivor).get('/api/superadmin/admins').expect(403);
    survivor = newcomer;

    // The users screen's suspension goes through the same roster.
    const rival = await api.person('student');
    await api
      .as(survivor)
      .post('/api/superadmin/admins', { email: rival.email, name: '', role: 'superadmin' })
      .expect(201);
    const suspend = (caller: Person, target: Person) =>
      api.as(caller).post(`/api/admin/users/${encodeURIComponent(target.sub)}/suspend`, {});
    const outcomes = await Promise.all([suspend(survivor, rival), suspend(rival, survivor)]);
    expect(outcomes.map((response) => response.status).sort()).toEqual([200, 403]);
    const refused = outcomes.find((response) => response.status === 403)!;
    expect(refused.body.message).toBe(ADMIN_USER_MESSAGES.lastSuperadmin);
  });
});
