import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AdminAccountsService } from '../../api/src/admin-accounts/admin-accounts.service';
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
import { TEST_REDIS_URL } from './realtime-test-server';

/**
 * A role change made on instance A reaches the target everywhere (DESIGN.md decision 11): their
 * next call on instance B is authorised by the new role, and their socket open on B is closed
 * so it reconnects under it.
 */
describe('Admin access changed across two API instances', () => {
  let tokens: TokenFactory;
  let tenant: TenantDouble;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    tokens = await rsaTokenFactory();
    tenant = await startTenantDouble(tokens);
    // Two instances on one database and one Redis, as behind a load balancer, in Auth0 mode.
    const env = {
      AUTH_MODE: 'auth0',
      AUTH0_DOMAIN: tenant.origin,
      AUTH0_AUDIENCE: AUDIENCE,
      AUTH0_ROLES_CLAIM: ROLES_CLAIM,
      AUTH0_MANAGEMENT_CLIENT_ID: 'm2m-client',
      AUTH0_MANAGEMENT_CLIENT_SECRET: MANAGEMENT_CLIENT_SECRET,
      MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
      REDIS_URL: TEST_REDIS_URL,
    };
    [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
    await second.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await second.app.close();
    await first.close();
    await tenant.close();
  });

  const tokenFor = (sub: string, roles: Role[]) =>
    tokens.sign(
      { sub, email: `${sub.slice(6)}@example.com`, [ROLES_CLAIM]: roles },
      { issuer: `${tenant.origin}/` },
    );

  it("closes the target's socket on the other instance and refuses their next call there", async () => {
    const boss = { sub: 'auth0|boss', token: await tokenFor('auth0|boss', ['superadmin']) };
    const target = 'auth0|promoted';
    const onSecond = await tokenFor(target, ['student']);
    await request(first.http)
      .get('/api/me')
      .set('Authorization', `Bearer ${boss.token}`)
      .expect(200);
    await request(second.http)
      .get('/api/admin/courses')
      .set('Authorization', `Bearer ${onSecond}`)
      .expect(403);
    const socket = openSocket(
      `http://127.0.0.1:${(second.http.address() as AddressInfo).port}`,
      `${REALTIME_NOTIFICATIONS_PATH}?userId=${encodeURIComponent(target)}&token=${onSecond}`,
    );
    expect((await socket.nextMessage()).type).toBe('presence');

    await request(first.http)
      .post('/api/superadmin/admins')
      .set('Authorization', `Bearer ${boss.token}`)
      .send({ email: 'promoted@example.com', name: '', role: 'admin' })
      .expect(201);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE_CODES.tokenExpired);
    await request(second.http)
      .get('/api/admin/courses')
      .set('Authorization', `Bearer ${onSecond}`)
      .expect(200);

    const actor = { id: boss.sub, email: 'boss@example.com', ip: '127.0.0.1' };
    await first.app.get(AdminAccountsService).remove(actor, target);
    await request(second.http)
      .get('/api/admin/courses')
      .set('Authorization', `Bearer ${onSecond}`)
      .expect(403);
  });
});
