import mongoose from 'mongoose';
import request from 'supertest';
import { UserAccessService } from '../../api/src/users/user-access.service';
import { AUTH_MESSAGES } from '../../shared/auth/auth-errors';
import { type Role } from '../../shared/auth/roles';
import { ROLES_CLAIM } from './auth-token-helpers';
import { type RealtimeTestServer, startTwoInstances } from './realtime-test-server';

/**
 * Each instance keeps the user records its guard read for two seconds at most (UserRecordCache);
 * a write on one instance clears them on every instance through Redis, so a suspension or a
 * demotion made on instance A refuses the very next call that reaches instance B.
 */
describe('User records cached by two API instances', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;

  beforeAll(async () => {
    [first, second] = await startTwoInstances();
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  const tokenFor = (server: RealtimeTestServer, sub: string, roles: Role[]) =>
    server.tokens.sign({ sub, name: 'Ada', [ROLES_CLAIM]: roles }, { issuer: server.issuer });
  const me = (server: RealtimeTestServer, token: string) =>
    request(server.testApp.http).get('/api/me').set('Authorization', `Bearer ${token}`);

  /** The `users` reads made by either instance while `calls` runs. */
  async function usersReads(calls: () => Promise<void>): Promise<string[]> {
    const reads: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === 'users') reads.push(method);
    });
    try {
      await calls();
    } finally {
      mongoose.set('debug', false);
    }
    return reads;
  }

  /** Signs the user in on both instances until each holds their record in memory. */
  async function cachedOnBoth(sub: string, roles: Role[]) {
    const tokens = {
      first: await tokenFor(first, sub, roles),
      second: await tokenFor(second, sub, roles),
    };
    // The first call creates the record; the next one on each instance reads it and keeps it.
    expect((await me(first, tokens.first)).status).toBe(200);
    expect((await me(first, tokens.first)).status).toBe(200);
    expect((await me(second, tokens.second)).status).toBe(200);
    const reads = await usersReads(async () => {
      expect((await me(second, tokens.second)).status).toBe(200);
      expect((await me(first, tokens.first)).status).toBe(200);
    });
    expect(reads).toEqual([]);
    return tokens;
  }

  it('refuses the next call on instance B once instance A has suspended the user', async () => {
    const sub = 'auth0|cache-suspended';
    const tokens = await cachedOnBoth(sub, ['student']);

    expect(await first.testApp.app.get(UserAccessService).suspend(sub)).toBe(true);
    const refused = await me(second, tokens.second);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AUTH_MESSAGES.accountSuspended);
    expect((await me(first, tokens.first)).status).toBe(403);

    expect(await first.testApp.app.get(UserAccessService).activate(sub)).toBe(true);
    expect((await me(second, tokens.second)).status).toBe(200);
  });

  it('answers the demoted roles on instance B at the next call after a demotion on A', async () => {
    const sub = 'auth0|cache-demoted';
    const tokens = await cachedOnBoth(sub, ['superadmin']);

    expect(await first.testApp.app.get(UserAccessService).setRoles(sub, ['student'])).toBe(true);
    expect((await me(second, tokens.second)).body).toMatchObject({
      roles: ['student'],
      isAdmin: false,
    });
  });

  it('keeps a suspension made on A while calls race on B: every call after it is refused', async () => {
    const sub = 'auth0|cache-racing';
    const tokens = await cachedOnBoth(sub, ['student']);
    const racing = Array.from({ length: 20 }, () => me(second, tokens.second));
    const suspended = first.testApp.app.get(UserAccessService).suspend(sub);
    const statuses = (await Promise.all(racing)).map((answer) => answer.status);
    await suspended;
    expect(statuses.every((status) => status === 200 || status === 403)).toBe(true);
    // Nothing read before the suspension and kept outlives it.
    for (let call = 0; call < 5; call++) {
      expect((await me(second, tokens.second)).status).toBe(403);
    }
  });
});
