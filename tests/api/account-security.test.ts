import { ACCOUNT_PATHS, ACCOUNT_SECURITY_MESSAGES } from '../../shared/account/account-security';
import { PASSWORD_MESSAGES } from '../../shared/auth/password-policy';
import { createTestApp, type TestApp } from '../harness/test-app';
import { AUDIENCE, CLIENT_ID, idpLogin, listen } from './idp-login';
import { ACCOUNT_PASSWORD, api, newAccount, refresh, signIn } from './account-fixtures';

const NEW_PASSWORD = 'Changed#2025';

describe('settings security: change password and sign out of all devices', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp({ AUTH_LOCKOUT_MAX_ATTEMPTS: '3' });
    origin = await listen(testApp);
  });

  afterAll(() => testApp.close());

  const changePassword = (device: Awaited<ReturnType<typeof signIn>>, body: object) =>
    api(origin, device).post(ACCOUNT_PATHS.password, body);

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const { email } = await newAccount(testApp, 'change');
    const device = await signIn(origin, email);
    const answer = await changePassword(device, {
      currentPassword: ACCOUNT_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(answer.status).toBe(204);
    expect((await idpLogin(origin, email, ACCOUNT_PASSWORD)).submitted.status).toBe(401);
    expect((await idpLogin(origin, email, NEW_PASSWORD)).token?.status).toBe(200);
  });

  it('refuses a wrong current password with its message and keeps the old password', async () => {
    const { email } = await newAccount(testApp, 'wrong');
    const device = await signIn(origin, email);
    const answer = await changePassword(device, {
      currentPassword: 'Not#theRight1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword,
      details: [
        { field: 'currentPassword', message: ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword },
      ],
    });
    expect((await idpLogin(origin, email, ACCOUNT_PASSWORD)).token?.status).toBe(200);
    const events = await testApp.db.collection('security_events').find({ email }).toArray();
    expect(events.map((event) => event.type)).toEqual(['login_failed']);
  });

  it('counts wrong current passwords toward the login lockout', async () => {
    const { email } = await newAccount(testApp, 'lockout');
    const device = await signIn(origin, email);
    const wrong = {
      currentPassword: 'Not#theRight1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await changePassword(device, wrong)).status);
    }
    expect(statuses).toEqual([400, 400, 423, 423]);
    const right = await changePassword(device, { ...wrong, currentPassword: ACCOUNT_PASSWORD });
    expect(right.status).toBe(423);
    expect(right.body.message).toBe(ACCOUNT_SECURITY_MESSAGES.locked);
    expect((await idpLogin(origin, email, ACCOUNT_PASSWORD)).submitted.status).toBe(423);
  });

  it('refuses a weak new password and a mismatched confirmation with the spec messages', async () => {
    const { email } = await newAccount(testApp, 'weak');
    const device = await signIn(origin, email);
    const weak = await changePassword(device, {
      currentPassword: ACCOUNT_PASSWORD,
      newPassword: 'weakpass',
      confirmPassword: 'weakpass',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.details).toEqual(
      expect.arrayContaining([
        { field: 'newPassword', message: PASSWORD_MESSAGES.uppercase },
        { field: 'newPassword', message: PASSWORD_MESSAGES.number },
        { field: 'newPassword', message: PASSWORD_MESSAGES.special },
      ]),
    );
    const mismatch = await changePassword(device, {
      currentPassword: ACCOUNT_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'Other#2025',
    });
    expect(mismatch.body.details).toEqual([
      { field: 'confirmPassword', message: PASSWORD_MESSAGES.mismatch },
    ]);
    const garbage = await changePassword(device, { currentPassword: 42 });
    expect(garbage.status).toBe(400);
    expect((await idpLogin(origin, email, ACCOUNT_PASSWORD)).token?.status).toBe(200);
  });

  it('signs out of all devices: tokens issued before stop working at the provider and the API', async () => {
    const { email } = await newAccount(testApp, 'everywhere');
    const laptop = await signIn(origin, email);
    const phone = await signIn(origin, email);
    expect((await api(origin, phone).get('/api/me')).status).toBe(200);

    expect((await api(origin, laptop).post(ACCOUNT_PATHS.signOutEverywhere)).status).toBe(204);

    const renewed = await refresh(origin, phone);
    expect(renewed.status).toBe(400);
    expect(renewed.body.error).toBe('invalid_grant');
    expect((await refresh(origin, laptop)).status).toBe(400);
    expect((await api(origin, phone).get('/api/me')).status).toBe(401);
    expect((await api(origin, laptop).get('/api/me')).status).toBe(401);
  });

  it('ends the browser session at the provider too: a silent login then needs a real one', async () => {
    const { email } = await newAccount(testApp, 'silent');
    const { agent, token } = await idpLogin(origin, email, ACCOUNT_PASSWORD);
    const silent = () =>
      agent.get('/idp/authorize').query({
        client_id: CLIENT_ID,
        response_type: 'code',
        response_mode: 'query',
        redirect_uri: `${origin}/auth/login`,
        scope: 'openid profile email offline_access',
        audience: AUDIENCE,
        prompt: 'none',
        state: 'silent',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      });
    const before = new URL((await silent()).headers.location as string);
    expect(before.searchParams.get('code')).toBeTruthy();

    const device = { accessToken: token?.body.access_token as string, refreshToken: '' };
    expect((await api(origin, device).post(ACCOUNT_PATHS.signOutEverywhere)).status).toBe(204);

    const after = new URL((await silent()).headers.location as string);
    expect(after.searchParams.get('code')).toBeNull();
    expect(after.searchParams.get('error')).toBe('login_required');
  });

  it('needs a token for every security action', async () => {
    const anonymous = { accessToken: 'not-a-token', refreshToken: '' };
    expect((await api(origin, anonymous).post(ACCOUNT_PATHS.signOutEverywhere)).status).toBe(401);
    expect((await api(origin, anonymous).post(ACCOUNT_PATHS.password, {})).status).toBe(401);
  });
});
