import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { ACCOUNT_PATHS } from '../../shared/account/account-security';
import { defaultSystemSettings } from '../../shared/system-settings/system-settings';
import { AccountsService } from '../../api/src/identity/accounts.service';
import { SETTINGS_REVALIDATE_MS } from '../../api/src/system-settings/system-settings-store';
import { createTestApp, type TestApp } from '../harness/test-app';
import {
  ACCOUNT_PASSWORD,
  api,
  newAccount,
  refresh,
  secondAfter,
  signIn,
} from './account-fixtures';
import { signIn as signInCaller } from './admin-roles-fixtures';
import { AUDIENCE, CLIENT_ID, decodeJwt, idpLogin, listen, startTwoInstances } from './idp-login';
import { startTwoInstances as startRedisInstances } from './realtime-test-server';
import { setSettings } from './system-settings-fixtures';

/** Answer statuses counted by value, e.g. { 401: 2, 423: 8 }. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The system settings applied by the local identity provider. */
describe('System settings at the local identity provider (embedded database)', () => {
  let testApp: TestApp;
  let origin: string;
  const defaults = defaultSystemSettings({ maxLoginAttempts: 5, lockoutMinutes: 15 });

  beforeAll(async () => {
    testApp = await createTestApp({ AUTH_LOCKOUT_MAX_ATTEMPTS: '5', AUTH_LOCKOUT_MINUTES: '15' });
    origin = await listen(testApp);
  });
  afterAll(() => testApp.close());
  afterEach(async () => {
    jest.restoreAllMocks();
    await setSettings(testApp.app, defaults);
  });

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

  it('refuses a sign-up under the password policy, in the visitor language', async () => {
    await setSettings(testApp.app, { passwordMinLength: 14, passwordRequireSpecial: false });
    const email = `policy-${randomBytes(4).toString('hex')}@example.com`;
    const agent = request.agent(origin);
    const interaction = await startSignUp(agent, 'ar');
    const short = 'Str0ngPassw0rd'.slice(0, 13);
    const refused = await agent
      .post(`${interaction}/signup`)
      .type('form')
      .send({ name: 'Nadia Haddad', email, password: short, confirmPassword: short });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('يجب أن تتكون كلمة المرور من 14 أحرف على الأقل');
    expect(await testApp.db.collection('idp_account_emails').findOne({ _id: email as never })).toBe(
      null,
    );
    // No special character needed any more: a long enough password without one is accepted.
    const accepted = await agent.post(`${interaction}/signup`).type('form').send({
      name: 'Nadia Haddad',
      email,
      password: 'Str0ngPassw0rd',
      confirmPassword: 'Str0ngPassw0rd',
    });
    expect(accepted.status).toBe(303);
  });

  it('refuses a password change under the password policy with its message', async () => {
    const { email } = await newAccount(testApp, 'policy-change');
    const device = await signIn(origin, email);
    await setSettings(testApp.app, { passwordMinLength: 16 });
    const next = 'Changed#2025';
    const refused = await api(origin, device).post(ACCOUNT_PATHS.password, {
      currentPassword: ACCOUNT_PASSWORD,
      newPassword: next,
      confirmPassword: next,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { field: 'newPassword', message: 'Password must be at least 16 characters' },
    ]);
    expect((await idpLogin(origin, email, ACCOUNT_PASSWORD)).token?.status).toBe(200);
  });

  it('locks an account after the set number of racing wrong passwords, for the set duration', async () => {
    await setSettings(testApp.app, { maxLoginAttempts: 3, lockoutMinutes: 1 });
    const { email } = await newAccount(testApp, 'lockout');
    const statuses = await Promise.all(
      Array.from(
        { length: 10 },
        async () => (await idpLogin(origin, email, 'Wrong#0000')).submitted.status,
      ),
    );
    // Slots 1 and 2 are checked and refused; slot 3 locks; the rest find the account locked.
    expect(tally(statuses)).toEqual({ 401: 2, 423: 8 });
    expect((await idpLogin(origin, email, ACCOUNT_PASSWORD)).submitted.status).toBe(423);
    // The lock runs out after the set duration (the service takes the time as an argument).
    const accounts = testApp.app.get(AccountsService);
    const after = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect(await accounts.login(email, ACCOUNT_PASSWORD, {}, after(0.5))).toEqual({
      ok: false,
      reason: 'locked',
    });
    expect(await accounts.login(email, ACCOUNT_PASSWORD, {}, after(1.1))).toMatchObject({
      ok: true,
    });
  });

  it('signs the oldest session out when a login goes over the max concurrent sessions', async () => {
    await setSettings(testApp.app, { maxConcurrentSessions: 2 });
    const { email } = await newAccount(testApp, 'sessions');
    const laptop = await signIn(origin, email);
    await secondAfter(Date.now());
    const phone = await signIn(origin, email);
    await secondAfter(Date.now());
    const tablet = await signIn(origin, email);
    const oldest = await refresh(origin, laptop);
    expect(oldest.status).toBe(400);
    expect(oldest.body.error).toBe('invalid_grant');
    expect((await refresh(origin, phone)).status).toBe(200);
    expect((await refresh(origin, tablet)).status).toBe(200);
  });

  it('asks for a new password at sign-in once the password is older than the expiry', async () => {
    const { email, sub } = await newAccount(testApp, 'expiry');
    await setSettings(testApp.app, { passwordExpiryDays: 30 });
    // Fresh: the login goes on.
    expect((await idpLogin(origin, email, ACCOUNT_PASSWORD)).submitted.status).toBe(303);
    await testApp.db
      .collection('idp_accounts')
      .updateOne(
        { _id: sub as never },
        { $set: { passwordChangedAt: new Date(Date.now() - 31 * 86_400_000) } },
      );
    const { submitted, agent } = await idpLogin(origin, email, ACCOUNT_PASSWORD);
    expect(submitted.status).toBe(200);
    expect(submitted.text).toContain('Your password has expired');
    const action = /action="([^"]*expired-password)"/.exec(submitted.text)?.[1];
    expect(action).toBeDefined();
    const same = await agent.post(action!).type('form').send({
      email,
      currentPassword: ACCOUNT_PASSWORD,
      password: ACCOUNT_PASSWORD,
      confirmPassword: ACCOUNT_PASSWORD,
    });
    expect(same.status).toBe(400);
    const next = 'Renewed#2026';
    const renewed = await agent
      .post(action!)
      .type('form')
      .send({ email, currentPassword: ACCOUNT_PASSWORD, password: next, confirmPassword: next });
    expect(renewed.status).toBe(303);
    expect((await idpLogin(origin, email, next)).token?.status).toBe(200);
  });

  it('caps the token lifetimes by the session timeout', async () => {
    const { email } = await newAccount(testApp, 'timeout');
    const before = await idpLogin(origin, email, ACCOUNT_PASSWORD);
    expect(before.token?.body.expires_in).toBeGreaterThan(300);
    await setSettings(testApp.app, { sessionTimeoutMinutes: 5 });
    const after = await idpLogin(origin, email, ACCOUNT_PASSWORD);
    expect(after.token?.body.expires_in).toBeLessThanOrEqual(300);
    const claims = decodeJwt(after.token?.body.access_token as string);
    expect(Number(claims.exp) - Number(claims.iat)).toBeLessThanOrEqual(300);
    const config = await request(origin).get('/api/public/auth-config').expect(200);
    expect(config.body.sessionTimeoutMinutes).toBe(5);
  });
});

describe('System settings across two instances', () => {
  afterEach(() => jest.restoreAllMocks());

  it('applies a save on the other instance once its copy is due for a check (no Redis)', async () => {
    const { first, second, close } = await startTwoInstances({});
    try {
      const read = async (testApp: TestApp) =>
        (await request(testApp.http).get('/api/public/auth-config').expect(200)).body
          .sessionTimeoutMinutes;
      expect(await read(second)).toBeNull();
      await setSettings(first.app, { sessionTimeoutMinutes: 30 });
      const later = Date.now() + SETTINGS_REVALIDATE_MS;
      jest.spyOn(Date, 'now').mockReturnValue(later);
      expect(await read(second)).toBe(30);
    } finally {
      await close();
    }
  });

  it('applies a save on the other instance at its next request (Redis)', async () => {
    const [first, second] = await startRedisInstances();
    try {
      const superadmin = await signInCaller(first, 'superadmin');
      const ask = () =>
        request(second.testApp.http)
          .get('/api/public/auth-config')
          .set('Origin', 'https://partner.example.com');
      expect((await ask().expect(200)).headers['access-control-allow-origin']).toBeUndefined();
      const path = '/api/superadmin/system-settings';
      const { body } = await request(first.testApp.http).get(path).set(superadmin.auth).expect(200);
      const { updatedAt: _at, updatedBy: _by, ...settings } = body;
      await request(first.testApp.http)
        .put(path)
        .set(superadmin.auth)
        .send({ ...settings, corsOrigins: ['https://partner.example.com'] })
        .expect(200);
      // The save publishes before it answers, so the other instance has heard of it already.
      expect((await ask().expect(200)).headers['access-control-allow-origin']).toBe(
        'https://partner.example.com',
      );
    } finally {
      await second.close();
      await first.close();
    }
  });
});
