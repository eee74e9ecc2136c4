import request from 'supertest';
import { createTestApp, type TestApp } from '../harness/test-app';
import { AUDIENCE, CLIENT_ID, decodeJwt as decode, idpLogin, listen } from './idp-login';

const ROLES_CLAIM = 'https://study-abroad.local/roles';

describe('local identity provider (the endpoints auth0-spa-js calls)', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp({ AUTH_LOCKOUT_MAX_ATTEMPTS: '3' });
    origin = await listen(testApp);
  });

  afterAll(() => testApp.close());

  const login = (email: string, password: string, responseMode?: string) =>
    idpLogin(origin, email, password, responseMode);

  it('publishes discovery with Auth0 routes and the exact issuer', async () => {
    const response = await request(origin).get('/idp/.well-known/openid-configuration');
    expect(response.body).toMatchObject({
      issuer: `${origin}/idp/`,
      authorization_endpoint: `${origin}/idp/authorize`,
      token_endpoint: `${origin}/idp/oauth/token`,
      end_session_endpoint: `${origin}/idp/v2/logout`,
      jwks_uri: `${origin}/idp/.well-known/jwks.json`,
    });
  });

  it('answers a popup login with a page that posts the code to the opener and leaves it open', async () => {
    const discovery = await request(origin).get('/idp/.well-known/openid-configuration');
    expect(discovery.body.response_modes_supported).toContain('web_message');

    const { answer } = await login('student@study-abroad.local', 'Student#2024', 'web_message');
    expect(answer?.type).toBe('text/html');
    const script = /<script>(.*)<\/script>/s.exec(answer?.text ?? '')?.[1] ?? '';
    const posted: {
      message?: { type: string; response: Record<string, string> };
      target?: string;
    } = {};
    const opener = {
      postMessage: (message: typeof posted.message, target: string) =>
        Object.assign(posted, { message, target }),
    };
    const close = jest.fn();
    new Function('window', script)({ opener, close });
    // The popup must stay open: auth0-spa-js closes it once the message has arrived.
    expect(close).not.toHaveBeenCalled();
    expect(posted.target).toBe(`${origin}/auth/login`);
    expect(posted.message).toMatchObject({
      type: 'authorization_response',
      response: { state: 'state-1', code: expect.any(String) },
    });
  });

  it('logs a seeded admin in: JWT access token for the API, id token with roles, refresh token', async () => {
    const { token } = await login('admin@study-abroad.local', 'Admin#2024!');
    expect(token?.status).toBe(200);
    const { access_token, id_token, refresh_token } = token?.body as Record<string, string>;
    expect(refresh_token).toBeTruthy();
    expect(decode(id_token ?? '')).toMatchObject({
      iss: `${origin}/idp/`,
      email: 'admin@study-abroad.local',
      name: 'Alex Admin',
      [ROLES_CLAIM]: ['admin'],
    });
    expect(decode(access_token ?? '')).toMatchObject({ aud: AUDIENCE, [ROLES_CLAIM]: ['admin'] });

    const me = await request(origin).get('/api/me').set('Authorization', `Bearer ${access_token}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'admin@study-abroad.local',
      roles: ['admin'],
      isAdmin: true,
    });

    const refreshed = await request(origin).post('/idp/oauth/token').type('form').send({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.id_token).toBeTruthy();
    expect(decode(refreshed.body.access_token as string)).toMatchObject({ aud: AUDIENCE });
  });

  it('locks an account after repeated failures and stores security events', async () => {
    const email = 'student@study-abroad.local';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const { submitted } = await login(email, 'Wrong#pass1');
      expect(submitted.status).toBe(attempt < 3 ? 401 : 423);
    }
    const { submitted } = await login(email, 'Student#2024');
    expect(submitted.status).toBe(423);
    expect(submitted.text).toContain('locked');
    const events = await testApp.db.collection('security_events').find({ email }).toArray();
    expect(events.map((event) => event.type).sort()).toEqual([
      'account_locked',
      'login_failed',
      'login_failed',
      'login_failed',
      'login_while_locked',
    ]);
  });
});
