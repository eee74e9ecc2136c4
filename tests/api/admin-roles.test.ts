import request from 'supertest';
import { BUILT_IN_ROLE_PERMISSIONS } from '../../shared/auth/permissions';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { signIn, type TestCaller } from './admin-roles-fixtures';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const today = () => new Date().toISOString().slice(0, 10);

describe('roles (embedded database)', () => {
  let server: RealtimeTestServer;
  let admin: TestCaller;
  let superadmin: TestCaller;
  const http = () => request(server.testApp.http);

  beforeAll(async () => {
    server = await startRealtimeTestServer();
    admin = await signIn(server, 'admin');
    superadmin = await signIn(server, 'superadmin');
  });
  afterAll(() => server.close());

  it('lists the built-in roles as stored, seeded from the code', async () => {
    const { body } = await http().get('/api/admin/roles').set(admin.auth).expect(200);
    const builtIn = body.roles.filter((role: { builtIn: boolean }) => role.builtIn);
    expect(builtIn.map((role: { name: string }) => role.name).sort()).toEqual([
      'admin',
      'student',
      'superadmin',
    ]);
    const adminRole = builtIn.find((role: { name: string }) => role.name === 'admin');
    expect([...adminRole.permissions].sort()).toEqual([...BUILT_IN_ROLE_PERMISSIONS.admin].sort());
  });

  it('refuses to delete or change a built-in role', async () => {
    for (const name of ['student', 'admin', 'superadmin']) {
      const del = await http().delete(`/api/admin/roles/${name}`).set(superadmin.auth);
      expect(del.status).toBe(400);
      expect(del.body.message).toBe('Built-in roles cannot be changed or deleted');
      const put = await http()
        .put(`/api/admin/roles/${name}`)
        .set(superadmin.auth)
        .send({ description: 'x', permissions: [], revision: 1 });
      expect(put.status).toBe(400);
    }
    const { body } = await http().get('/api/admin/roles').set(admin.auth).expect(200);
    expect(body.roles.filter((role: { builtIn: boolean }) => role.builtIn)).toHaveLength(3);
  });

  it('validates a new role with the shared schema', async () => {
    const response = await http()
      .post('/api/admin/roles')
      .set(admin.auth)
      .send({ name: 'Bad Name!', description: 'x', permissions: ['no:such'] });
    expect(response.status).toBe(400);
    expect(response.body.details.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'name',
      'permissions.0',
    ]);
  });

  it('does not let an admin grant a super-admin permission, but a super admin may', async () => {
    const refused = await http()
      .post('/api/admin/roles')
      .set(admin.auth)
      .send({ name: 'key-keeper', description: '', permissions: ['api-keys:manage'] });
    expect(refused.status).toBe(403);
    expect(refused.body.details).toEqual([
      { field: 'permissions', message: 'Only a super admin can grant this permission' },
    ]);
    await http()
      .post('/api/admin/roles')
      .set(superadmin.auth)
      .send({ name: 'key-keeper', description: '', permissions: ['api-keys:manage'] })
      .expect(201);
    const student = await signIn(server, 'student');
    const grant = await http()
      .put(`/api/admin/roles/key-keeper/members/${encodeURIComponent(student.sub)}`)
      .set(admin.auth);
    expect(grant.status).toBe(403);
    expect((await http().delete('/api/admin/roles/key-keeper').set(admin.auth)).status).toBe(403);
  });

  it('gives a custom role to a student, whose next call may do what it grants, and takes it back', async () => {
    const student = await signIn(server, 'student');
    await http().get('/api/admin/roles').set(student.auth).expect(403);
    await http()
      .post('/api/admin/roles')
      .set(admin.auth)
      .send({ name: 'role-auditor', description: 'Reads roles', permissions: ['roles:read'] })
      .expect(201);
    await http()
      .put(`/api/admin/roles/role-auditor/members/${encodeURIComponent(student.sub)}`)
      .set(admin.auth)
      .expect(200);
    await http().get('/api/admin/roles').set(student.auth).expect(200);
    await http().post('/api/admin/roles').set(student.auth).send({}).expect(403);
    await http()
      .delete(`/api/admin/roles/role-auditor/members/${encodeURIComponent(student.sub)}`)
      .set(admin.auth)
      .expect(200);
    await http().get('/api/admin/roles').set(student.auth).expect(403);
    const actions = (await server.testApp.app.get(AuditLog).list({ from: today(), to: today() }))
      .filter((entry) => entry.resourceId === 'role-auditor')
      .map((entry) => entry.action);
    expect(actions).toEqual(['role.create', 'role.grant', 'role.revoke']);
  });

  it('refuses a name already taken and an unknown user', async () => {
    const taken = await http()
      .post('/api/admin/roles')
      .set(admin.auth)
      .send({ name: 'admin', description: '', permissions: [] });
    expect(taken.status).toBe(409);
    await http()
      .post('/api/admin/roles')
      .set(admin.auth)
      .send({ name: 'lonely', description: '', permissions: [] })
      .expect(201);
    await http().put('/api/admin/roles/lonely/members/nobody').set(admin.auth).expect(404);
  });

  it('of two edits made from the same revision, saves exactly one and refuses the other as stale', async () => {
    await http()
      .post('/api/admin/roles')
      .set(admin.auth)
      .send({ name: 'editors', description: 'v1', permissions: ['content:read'] })
      .expect(201);
    const edits = await Promise.all(
      ['a', 'b', 'c', 'd'].map((description) =>
        http()
          .put('/api/admin/roles/editors')
          .set(admin.auth)
          .send({ description, permissions: ['content:read', 'content:write'], revision: 1 }),
      ),
    );
    const statuses = edits.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = edits.find((response) => response.status === 200)!.body;
    expect(edits.find((response) => response.status === 409)!.body.message).toBe(
      'Someone else changed this in the meantime. Reload it and try again.',
    );
    const { body } = await http().get('/api/admin/roles').set(admin.auth).expect(200);
    const stored = body.roles.find((role: { name: string }) => role.name === 'editors');
    expect(stored).toMatchObject({ description: winner.description, revision: 2 });
  });

  it('keeps every one of many members added at once', async () => {
    await http()
      .post('/api/admin/roles')
      .set(admin.auth)
      .send({ name: 'crowd', description: '', permissions: ['leads:read'] })
      .expect(201);
    const students = await Promise.all(Array.from({ length: 12 }, () => signIn(server, 'student')));
    await Promise.all(
      students.map((student) =>
        http()
          .put(`/api/admin/roles/crowd/members/${encodeURIComponent(student.sub)}`)
          .set(admin.auth)
          .expect(200),
      ),
    );
    const { body } = await http().get('/api/admin/roles').set(admin.auth).expect(200);
    const crowd = body.roles.find((role: { name: string }) => role.name === 'crowd');
    expect([...crowd.members].sort()).toEqual(students.map((student) => student.sub).sort());
    expect(crowd.revision).toBe(13);
  });
});
