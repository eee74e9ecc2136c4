import request from 'supertest';
import { type Role } from '../../shared/auth/roles';
import { ROLES_CLAIM } from './auth-token-helpers';
import { type RealtimeTestServer } from './realtime-test-server';

/** A signed-in caller of the test server: their id and a bearer header (the record exists). */
export interface TestCaller {
  sub: string;
  auth: { Authorization: string };
}

let callers = 0;

/** A new user with `role`, whose record the API has stored (one call to /api/me). */
export async function signIn(server: RealtimeTestServer, role: Role): Promise<TestCaller> {
  const sub = `roles-test|${role}|${++callers}`;
  const token = await server.tokens.sign(
    { sub, email: `${role}${callers}@example.com`, [ROLES_CLAIM]: [role] },
    { issuer: server.issuer },
  );
  const auth = { Authorization: `Bearer ${token}` };
  await request(server.testApp.http).get('/api/me').set(auth).expect(200);
  return { sub, auth };
}
