import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { FLAG_KEYS } from '../../shared/flags/known-flags';
import { createTestApp, type TestApp } from '../harness/test-app';
import { setFlag } from './feature-flags-fixtures';
import { AUDIENCE, CLIENT_ID, listen } from './idp-login';

/** The local provider's sign-up page while the `new-sign-ups` flag is off, then on again. */
describe('Local provider sign-up and the new-sign-ups flag (embedded database)', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    origin = await listen(testApp);
  });
  afterAll(() => testApp.close());

  /** An authorization request as auth0-spa-js's sign-up sends it; answers its interaction path. */
  async function startSignUp(agent: ReturnType<typeof request.agent>, uiLocales: string) {
    const verifier = randomBytes(32).toString('base64url');
    const authorize = await agent.get('/idp/authorize').query({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${origin}/auth/login`,
      scope: 'openid profile email offline_access',
      audience: AUDIENCE,
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      screen_hint: 'signup',
      ui_locales: uiLocales,
    });
    expect(authorize.status).toBe(303);
    return authorize.headers.location as string;
  }

  const form = {
    name: 'Nadia Haddad',
    email: 'nadia@example.com',
    password: 'Str0ng!Passw0rd',
    confirmPassword: 'Str0ng!Passw0rd',
  };

  it('refuses sign-up with a translated notice while the flag is off, and creates no account', async () => {
    await setFlag(testApp.app, FLAG_KEYS.newSignUps, { override: 'off' });
    try {
      const agent = request.agent(origin);
      const interaction = await startSignUp(agent, 'ar');
      const page = await agent.get(interaction);
      expect(page.status).toBe(200);
      expect(page.text).toContain('التسجيل الجديد مغلق حاليًا.');
      expect(page.text).not.toContain('name="password"');
      const posted = await agent.post(`${interaction}/signup`).type('form').send(form);
      expect(posted.status).toBe(403);
      expect(posted.text).toContain('التسجيل الجديد مغلق حاليًا.');
      expect(await testApp.db.collection('idp_accounts').findOne({ email: form.email })).toBeNull();
    } finally {
      await setFlag(testApp.app, FLAG_KEYS.newSignUps, { override: 'none' });
    }
  });

  it('offers the sign-up form again once the flag is back on', async () => {
    const agent = request.agent(origin);
    const interaction = await startSignUp(agent, 'en');
    const page = await agent.get(`${interaction}/signup`);
    expect(page.text).toContain('name="confirmPassword"');
    const posted = await agent.post(`${interaction}/signup`).type('form').send(form);
    expect(posted.status).toBe(303);
  });
});
