import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { ADMIN_USER_MESSAGES } from '../../shared/admin/admin-users';
import { BULK_COUNT_CHANGED_MESSAGE } from '../../shared/admin/grid-query';
import { AUTH_MESSAGES } from '../../shared/auth/auth-errors';
import { type Role } from '../../shared/auth/roles';
import { createTestApp, type TestApp } from '../harness/test-app';
import { AUDIENCE, ROLES_CLAIM, rsaTokenFactory, type TokenFactory } from './auth-token-helpers';
import { startTenantDouble, type TenantDouble } from './auth0-tenant-double';

describe('/api/admin/users (Auth0 mode, embedded database)', () => {
  let tokens: TokenFactory;
  let tenant: TenantDouble;
  let testApp: TestApp;
  let mailDir: string;
  let people = 0;

  beforeAll(async () => {
    tokens = await rsaTokenFactory();
    tenant = await startTenantDouble(tokens);
    mailDir = mkdtempSync(path.join(tmpdir(), 'admin-users-mail-'));
    testApp = await createTestApp({
      AUTH_MODE: 'auth0',
      AUTH0_DOMAIN: tenant.origin,
      AUTH0_AUDIENCE: AUDIENCE,
      AUTH0_ROLES_CLAIM: ROLES_CLAIM,
      AUTH0_MANAGEMENT_CLIENT_ID: 'm2m-client',
      AUTH0_MANAGEMENT_CLIENT_SECRET: 'm2m-secret',
      MAIL_CAPTURE_DIR: mailDir,
    });
  });

  afterAll(async () => {
    await testApp.close();
    await tenant.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  interface Person {
    sub: string;
    email: string;
    token: string;
  }

  /** A user who has made their first call (so their record exists), with their token. */
  async function person(role: Role, name = `Person ${people + 1}`): Promise<Person> {
    people += 1;
    const sub = `auth0|p${people}`;
    const email = `p${people}-${role}@example.com`;
    const token = await tokens.sign(
      { sub, email, name, [ROLES_CLAIM]: [role] },
      { issuer: `${tenant.origin}/` },
    );
    await request(testApp.http).get('/api/me').set('Authorization', `Bearer ${token}`).expect(200);
    return { sub, email, token };
  }

  const as = (caller: Person) => ({
    get: (url: string) =>
      request(testApp.http).get(url).set('Authorization', `Bearer ${caller.token}`),
    post: (url: string, body: object = {}) =>
      request(testApp.http).post(url).set('Authorization', `Bearer ${caller.token}`).send(body),
    patch: (url: string, body: object) =>
      request(testApp.http).patch(url).set('Authorization', `Bearer ${caller.token}`).send(body),
    delete: (url: string) =>
      request(testApp.http).delete(url).set('Authorization', `Bearer ${caller.token}`),
  });

  const userPath = (sub: string) => `/api/admin/users/${encodeURIComponent(sub)}`;
  const today = () => new Date().toISOString().slice(0, 10);
  const auditOf = async (resourceId: string) =>
    (await testApp.app.get(AuditLog).list({ from: today(), to: today() })).filter(
      (entry) => entry.resourceId === resourceId,
    );

  it('lists users with search, role and status filters, sort and pages', async () => {
    const admin = await person('admin', 'Grace Admin');
    await person('student', 'Zoë Ñandú');
    await person('student', 'Zeynep Yılmaz');
    const list = await as(admin).get('/api/admin/users?q=zoe%20nandu').expect(200);
    expect(list.body.total).toBe(1);
    expect(list.body.rows[0]).toMatchObject({
      name: 'Zoë Ñandú',
      roles: ['student'],
      status: 'active',
      revision: 0,
    });

    const admins = await as(admin).get('/api/admin/users?role=admin').expect(200);
    expect(admins.body.rows.map((row: { name: string }) => row.name)).toContain('Grace Admin');
    expect(admins.body.rows.every((row: { roles: string[] }) => row.roles.includes('admin'))).toBe(
      true,
    );

    const sorted = await as(admin)
      .get('/api/admin/users?sort=name&direction=asc&pageSize=2&page=1')
      .expect(200);
    const all = await as(admin)
      .get('/api/admin/users?sort=name&direction=asc&pageSize=100')
      .expect(200);
    expect(sorted.body.rows).toEqual(all.body.rows.slice(0, 2));
    expect(sorted.body.total).toBe(all.body.total);
    const names = all.body.rows.map((row: { name: string }) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it.each([
    'pageSize=101',
    'page=0',
    'sort=password',
    'direction=sideways',
    'role=owner',
    'status=gone',
  ])('answers 400 with the field named for %s', async (query) => {
    const admin = await person('admin');
    const response = await as(admin).get(`/api/admin/users?${query}`).expect(400);
    expect(response.body.details[0].field).toBe(query.split('=')[0]);
  });

  it('refuses students and lets admins in', async () => {
    const student = await person('student');
    await as(student).get('/api/admin/users').expect(403);
  });

  it('suspends a student (their next call is refused) and activates them again, audited', async () => {
    const admin = await person('admin');
    const student = await person('student');
    const suspended = await as(admin)
      .post(`${userPath(student.sub)}/suspend`)
      .expect(200);
    expect(suspended.body.status).toBe('suspended');
    const refused = await as(student).get('/api/me').expect(403);
    expect(refused.body.message).toBe(AUTH_MESSAGES.accountSuspended);
    const listed = await as(admin)
      .get(`/api/admin/users?status=suspended&q=${student.email}`)
      .expect(200);
    expect(listed.body.rows.map((row: { id: string }) => row.id)).toEqual([student.sub]);

    await as(admin)
      .post(`${userPath(student.sub)}/activate`)
      .expect(200);
    await as(student).get('/api/me').expect(200);
    const entries = await auditOf(student.sub);
    expect(entries.map((entry) => entry.action)).toEqual(['user.suspend', 'user.activate']);
    expect(entries[0]).toMatchObject({
      actorId: admin.sub,
      actorEmail: admin.email,
      before: expect.objectContaining({ status: 'active' }),
      after: expect.objectContaining({ status: 'suspended' }),
    });
    expect(entries[0]!.ip).not.toBe('');
  });

  it('edits name, email and roles from the current revision, and refuses a stale one', async () => {
    const admin = await person('admin');
    const student = await person('student');
    const saved = await as(admin)
      .patch(userPath(student.sub), {
        name: 'Renamed',
        email: 'renamed@example.com',
        roles: ['student', 'admin'],
        revision: 0,
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      name: 'Renamed',
      email: 'renamed@example.com',
      roles: ['student', 'admin'],
      revision: 1,
    });
    const stale = await as(admin)
      .patch(userPath(student.sub), {
        name: 'Late',
        email: student.email,
        roles: ['student'],
        revision: 0,
      })
      .expect(409);
    expect(stale.body.message).toBe(ADMIN_USER_MESSAGES.staleRevision);
    const stored = await as(admin).get(userPath(student.sub)).expect(200);
    expect(stored.body.name).toBe('Renamed');
    // The stored roles count at once: the promoted user reaches the admin grid with their old token.
    await as(student).get('/api/admin/users').expect(200);
    // That token predates the edit: its old name and address do not overwrite the admin's.
    const kept = await as(admin).get(userPath(student.sub)).expect(200);
    expect(kept.body).toMatchObject({ name: 'Renamed', email: 'renamed@example.com' });
    expect((await auditOf(student.sub)).map((entry) => entry.action)).toEqual(['user.update']);
  });

  it('lets exactly one of many concurrent saves from one revision through', async () => {
    const admin = await person('admin');
    const student = await person('student');
    const saves = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        as(admin).patch(userPath(student.sub), {
          name: `Writer ${i}`,
          email: student.email,
          roles: ['student'],
          revision: 0,
        }),
      ),
    );
    const statuses = saves.map((save) => save.status).sort();
    expect(statuses).toEqual([200, ...Array(11).fill(409)]);
    const winner = saves.find((save) => save.status === 200)!;
    const stored = await as(admin).get(userPath(student.sub)).expect(200);
    expect(stored.body).toMatchObject({ name: winner.body.name, revision: 1 });
    expect(
      (await auditOf(student.sub)).filter((entry) => entry.action === 'user.update'),
    ).toHaveLength(1);
  });

  it('keeps admins within their rights: no superadmin grant, no change to a super admin, not themselves', async () => {
    const admin = await person('admin');
    const superadmin = await person('superadmin');
    const student = await person('student');
    const grant = await as(admin)
      .patch(userPath(student.sub), {
        name: 'X',
        email: student.email,
        roles: ['superadmin'],
        revision: 0,
      })
      .expect(403);
    expect(grant.body.message).toBe(ADMIN_USER_MESSAGES.superadminOnly);
    await as(admin)
      .post(`${userPath(superadmin.sub)}/suspend`)
      .expect(403);
    await as(admin).delete(userPath(superadmin.sub)).expect(403);
    const self = await as(admin)
      .post(`${userPath(admin.sub)}/suspend`)
      .expect(403);
    expect(self.body.message).toBe(ADMIN_USER_MESSAGES.notYourself);
    await as(superadmin)
      .patch(userPath(student.sub), {
        name: 'Promoted',
        email: student.email,
        roles: ['superadmin'],
        revision: 0,
      })
      .expect(200);
  });

  it('deletes a user through the account deletion path: gone from the grid, their token refused', async () => {
    const admin = await person('admin');
    const student = await person('student');
    await as(admin).delete(userPath(student.sub)).expect(204);
    await as(student).get('/api/me').expect(401);
    const listed = await as(admin).get(`/api/admin/users?q=${student.email}`).expect(200);
    expect(listed.body.total).toBe(0);
    await as(admin).get(userPath(student.sub)).expect(404);
    expect((await auditOf(student.sub)).map((entry) => entry.action)).toEqual(['user.delete']);
  });

  it('runs a bulk action only on the count the admin saw', async () => {
    const admin = await person('admin');
    const marker = `bulk${Date.now()}`;
    const students = await Promise.all([1, 2, 3].map((i) => person('student', `${marker} ${i}`)));
    const changed = await as(admin)
      .post('/api/admin/users/bulk/suspend', { query: { q: marker }, expectedCount: 2 })
      .expect(409);
    expect(changed.body.message).toBe(BULK_COUNT_CHANGED_MESSAGE);
    const untouched = await as(admin)
      .get(`/api/admin/users?q=${marker}&status=suspended`)
      .expect(200);
    expect(untouched.body.total).toBe(0);

    const done = await as(admin)
      .post('/api/admin/users/bulk/suspend', { query: { q: marker }, expectedCount: 3 })
      .expect(200);
    expect(done.body).toEqual({ affected: 3 });
    for (const student of students) await as(student).get('/api/me').expect(403);

    await as(admin)
      .post('/api/admin/users/bulk/activate', {
        ids: [students[0]!.sub, 'auth0|nobody'],
        expectedCount: 2,
      })
      .expect(409);
    await as(admin)
      .post('/api/admin/users/bulk/activate', { ids: [students[0]!.sub], expectedCount: 1 })
      .expect(200);
    await as(students[0]!).get('/api/me').expect(200);
    await as(admin)
      .post('/api/admin/users/bulk/delete', { ids: students.map((s) => s.sub), expectedCount: 3 })
      .expect(200);
    const gone = await as(admin).get(`/api/admin/users?q=${marker}`).expect(200);
    expect(gone.body.total).toBe(0);
    expect((await auditOf(students[1]!.sub)).map((entry) => entry.action)).toEqual([
      'user.suspend',
      'user.delete',
    ]);
  });

  it('resets a password through the Management API and mails the ticket link', async () => {
    const admin = await person('admin');
    const student = await person('student');
    await as(admin)
      .post(`${userPath(student.sub)}/reset-password`)
      .expect(204);
    expect(tenant.tickets.at(-1)!.body).toMatchObject({ user_id: student.sub });
    const mails = readdirSync(mailDir)
      .filter((file) => file.endsWith('.json'))
      .map(
        (file) =>
          JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as {
            to: string;
            text: string;
          },
      );
    const mail = mails.find((m) => m.to === student.email);
    expect(mail?.text).toContain(
      `https://tenant.example/lo/reset?ticket=t${tenant.tickets.length}`,
    );
    expect((await auditOf(student.sub)).map((entry) => entry.action)).toEqual([
      'user.reset-password',
    ]);
  });

  it('refuses to create a local login in Auth0 mode, and bad bodies with the fields named', async () => {
    const admin = await person('admin');
    const bad = await as(admin)
      .post('/api/admin/users', { name: '', email: 'nope', roles: [], password: 'x' })
      .expect(400);
    expect(bad.body.details.map((issue: { field: string }) => issue.field).sort()).toEqual(
      expect.arrayContaining(['email', 'name', 'password', 'roles']),
    );
    await as(admin)
      .post('/api/admin/users', {
        name: 'New',
        email: 'new@example.com',
        roles: ['student'],
        password: 'Good#Pass1',
      })
      .expect(400);
    await as(admin)
      .patch(userPath('auth0|nobody'), {
        name: 'X',
        email: 'x@example.com',
        roles: ['student'],
        revision: 0,
      })
      .expect(404);
  });
});
