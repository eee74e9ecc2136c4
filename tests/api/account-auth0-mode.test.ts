import request from 'supertest';
import { ACCOUNT_DELETION_WORDS } from '../../shared/account/account-deletion';
import { ACCOUNT_PATHS, ACCOUNT_SECURITY_MESSAGES } from '../../shared/account/account-security';
import { ROLES_CLAIM } from './auth-token-helpers';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

describe('account settings with Auth0 as the login provider', () => {
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeTestServer();
  });
  afterAll(() => server.close());

  async function caller(sub: string) {
    const token = await server.tokens.sign(
      { sub, email: 'auth0-user@example.com', name: 'Auth0 User', [ROLES_CLAIM]: ['student'] },
      { issuer: server.issuer },
    );
    const auth = (call: request.Test) => call.set('Authorization', `Bearer ${token}`);
    return {
      get: (path: string) => auth(request(server.testApp.http).get(path)),
      post: (path: string, body?: object) =>
        auth(request(server.testApp.http).post(path)).send(body),
    };
  }

  it('leaves password and sessions to Auth0, saying so instead of pretending', async () => {
    const user = await caller('auth0|settings-1');
    const password = await user.post(ACCOUNT_PATHS.password, {
      currentPassword: 'Original#2024',
      newPassword: 'Changed#2025',
      confirmPassword: 'Changed#2025',
    });
    expect(password.status).toBe(409);
    expect(password.body.message).toBe(ACCOUNT_SECURITY_MESSAGES.notLocal);
    const everywhere = await user.post(ACCOUNT_PATHS.signOutEverywhere);
    expect(everywhere.status).toBe(409);
    expect((await user.get('/api/me')).status).toBe(200);
  });

  it('still exports and deletes the data kept here', async () => {
    const user = await caller('auth0|settings-2');
    const exported = await user.get(ACCOUNT_PATHS.export);
    expect(exported.status).toBe(200);
    expect(exported.body.account).toMatchObject({ sub: 'auth0|settings-2' });
    expect(exported.body).not.toHaveProperty('login');

    const deleted = await user.post(ACCOUNT_PATHS.deletion, {
      language: 'fr',
      confirmation: ACCOUNT_DELETION_WORDS.fr,
    });
    expect(deleted.status).toBe(202);
    expect((await user.get('/api/me')).status).toBe(401);
  });
});
