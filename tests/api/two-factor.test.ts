import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import en from '../../locales/en.json';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_PATHS } from '../../shared/account/two-factor';
import {
  defaultSystemSettings,
  SYSTEM_SETTINGS_MESSAGES,
  SYSTEM_SETTINGS_PATHS,
} from '../../shared/system-settings/system-settings';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { TwoFactorService } from '../../api/src/identity/two-factor/two-factor.service';
import { createTestApp, type TestApp } from '../harness/test-app';
import { ACCOUNT_PASSWORD, api, newAccount, signIn } from './account-fixtures';
import { idpLogin, listen, type SecondStep } from './idp-login';
import { setSettings } from './system-settings-fixtures';

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` at `timestamp`. */
const codeAt = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/** A well-formed code that matches none of the steps accepted now. */
function wrongCode(secret: string): string {
  const now = Date.now();
  const accepted = [-1, 0, 1, 2].map((step) => codeAt(secret, now + step * STEP_MS));
  return ['000000', '111111', '222222', '333333', '444444'].find((c) => !accepted.includes(c))!;
}

/** Answers the code page after the password with `code`. */
const withCode =
  (code: string): SecondStep =>
  (agent, interaction, page) => {
    expect(page.text).toContain('/two-factor"');
    return agent.post(`${interaction}/two-factor`).type('form').send({ code });
  };

const deviceOf = (token: request.Response | undefined) => ({
  accessToken: token?.body.access_token as string,
  refreshToken: token?.body.refresh_token as string,
});

describe('Two-factor sign-in (TOTP) at the local provider (embedded database)', () => {
  let testApp: TestApp;
  let origin: string;
  const defaults = defaultSystemSettings({ maxLoginAttempts: 5, lockoutMinutes: 15 });

  beforeAll(async () => {
    testApp = await createTestApp({ AUTH_LOCKOUT_MAX_ATTEMPTS: '5', AUTH_LOCKOUT_MINUTES: '15' });
    origin = await listen(testApp);
  });
  afterAll(() => testApp.close());
  afterEach(() => setSettings(testApp.app, defaults));

  /** A new account that turned two-factor on in its settings: its secret and recovery codes. */
  async function enrolled(label: string) {
    const { email, sub } = await newAccount(testApp, label);
    const device = await signIn(origin, email);
    const started = await api(origin, device).post(TWO_FACTOR_PATHS.enrolment).expect(201);
    const secret = started.body.secret as string;
    const confirmed = await api(origin, device)
      .post(TWO_FACTOR_PATHS.confirm, { code: codeAt(secret) })
      .expect(200);
    return { email, sub, device, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  it('enrols from the settings: QR code and key, a first code, ten recovery codes once', async () => {
    const { email, sub } = await newAccount(testApp, 'enrol');
    const device = await signIn(origin, email);
    const status = () => api(origin, device).get(TWO_FACTOR_PATHS.status).expect(200);
    expect((await status()).body).toEqual({
      enrolled: false,
      required: false,
      recoveryCodesLeft: 0,
    });

    const started = await api(origin, device).post(TWO_FACTOR_PATHS.enrolment).expect(201);
    const { secret, otpauthUri, qrCodeDataUrl } = started.body as Record<string, string>;
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await api(origin, device).post(TWO_FACTOR_PATHS.confirm, {
      code: wrongCode(secret!),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    const confirmed = await api(origin, device)
      .post(TWO_FACTOR_PATHS.confirm, { code: codeAt(secret!) })
      .expect(200);
    const recoveryCodes = confirmed.body.recoveryCodes as string[];
    expect(new Set(recoveryCodes).size).toBe(10);

    expect((await status()).body).toEqual({
      enrolled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    // Kept sealed and hashed, and never handed out again.
    const stored = JSON.stringify(
      await testApp.db.collection('idp_two_factor').findOne({ _id: sub as never }),
    );
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    expect((await api(origin, device).post(TWO_FACTOR_PATHS.enrolment)).status).toBe(409);

    // The next sign-in asks for a code after the password; the app's next code gets in.
    const next = codeAt(secret!, Date.now() + STEP_MS);
    const login = await idpLogin(origin, email, ACCOUNT_PASSWORD, 'query', withCode(next));
    expect(login.token?.status).toBe(200);
  });

  it('accepts a code once: of two sign-ins racing with one code exactly one gets in', async () => {
    const { email, secret } = await enrolled('race');
    const code = codeAt(secret, Date.now() + STEP_MS);
    const logins = await Promise.all(
      [1, 2].map(() => idpLogin(origin, email, ACCOUNT_PASSWORD, 'query', withCode(code))),
    );
    expect(logins.map(({ submitted }) => submitted.status).sort()).toEqual([303, 401]);
    const again = await idpLogin(origin, email, ACCOUNT_PASSWORD, 'query', withCode(code));
    expect(again.submitted.status).toBe(401);
    expect(again.submitted.text).toContain(en['idp.twoFactor.invalid']);
  });

  it('accepts exactly one of eight parallel uses of a code, with the clock given', async () => {
    await setSettings(testApp.app, { maxLoginAttempts: 20 });
    const { email, sub, secret } = await enrolled('race-many');
    const at = new Date(Date.now() + 3 * STEP_MS);
    const code = codeAt(secret, at.getTime());
    const service = testApp.app.get(TwoFactorService);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => service.verify({ _id: sub, email }, code, {}, at)),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(results.filter((result) => result === 'invalid')).toHaveLength(7);
    // One step of drift either way is accepted, two are not.
    const later = new Date(at.getTime() + 2 * STEP_MS);
    expect(
      await service.verify(
        { _id: sub, email },
        codeAt(secret, later.getTime() - STEP_MS),
        {},
        later,
      ),
    ).toBe('ok');
    expect(
      await service.verify(
        { _id: sub, email },
        codeAt(secret, later.getTime() + 2 * STEP_MS),
        {},
        later,
      ),
    ).toBe('invalid');
  });

  it('takes a recovery code once: of two parallel uses exactly one succeeds', async () => {
    await setSettings(testApp.app, { maxLoginAttempts: 20 });
    const { email, sub, device, recoveryCodes } = await enrolled('recovery');
    const [first, second] = recoveryCodes as [string, string];
    const service = testApp.app.get(TwoFactorService);
    const results = await Promise.all(
      [first, first.toUpperCase()].map((code) => service.verify({ _id: sub, email }, code, {})),
    );
    expect(results.sort()).toEqual(['invalid', 'ok']);
    const used = await idpLogin(origin, email, ACCOUNT_PASSWORD, 'query', withCode(first));
    expect(used.submitted.status).toBe(401);
    const other = await idpLogin(origin, email, ACCOUNT_PASSWORD, 'query', withCode(second));
    expect(other.token?.status).toBe(200);
    const status = await api(origin, device).get(TWO_FACTOR_PATHS.status).expect(200);
    expect(status.body.recoveryCodesLeft).toBe(8);
  });

  it('counts wrong codes toward the lockout like wrong passwords', async () => {
    await setSettings(testApp.app, { maxLoginAttempts: 3, lockoutMinutes: 5 });
    const { email, secret } = await enrolled('lockout');
    const statuses: number[] = [];
    const login = await idpLogin(origin, email, ACCOUNT_PASSWORD, 'query', async (agent, path) => {
      let answer: request.Response | undefined;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        answer = await agent
          .post(`${path}/two-factor`)
          .type('form')
          .send({ code: wrongCode(secret) });
        statuses.push(answer.status);
      }
      return answer!;
    });
    expect(statuses).toEqual([401, 401, 423]);
    expect(login.submitted.text).toContain(en['idp.login.locked']);
    expect((await idpLogin(origin, email, ACCOUNT_PASSWORD)).submitted.status).toBe(423);
  });

  it('makes a user whose role requires it enrol before the sign-in completes', async () => {
    await setSettings(testApp.app, { twoFactorRequiredRoles: ['student'] });
    const { email } = await newAccount(testApp, 'forced');
    let codes: string[] = [];
    const login = await idpLogin(
      origin,
      email,
      ACCOUNT_PASSWORD,
      'query',
      async (agent, path, page) => {
        expect(page.text).toContain('data:image/svg+xml;base64,');
        const secret = /id="totp-secret"[^>]*>([A-Z2-7]+)</.exec(page.text)?.[1] ?? '';
        const form = (step: string, body: object) =>
          agent.post(`${path}/two-factor/${step}`).type('form').send(body);
        // No skipping the enrolment, and a wrong first code keeps the same key on the page.
        expect((await form('continue', {})).status).toBe(400);
        const wrong = await form('enrol', { code: wrongCode(secret) });
        expect(wrong.status).toBe(400);
        expect(wrong.text).toContain(secret);
        const shown = await form('enrol', { code: codeAt(secret) });
        expect(shown.status).toBe(200);
        codes = [...shown.text.matchAll(/<li><code>([a-z2-9-]+)<\/code><\/li>/g)].map((m) => m[1]!);
        return form('continue', {});
      },
    );
    expect(codes).toHaveLength(10);
    expect(login.token?.status).toBe(200);

    const refused = await api(origin, deviceOf(login.token)).post(TWO_FACTOR_PATHS.disable, {
      password: ACCOUNT_PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TWO_FACTOR_MESSAGES.requiredForRole);
    const next = await idpLogin(origin, email, ACCOUNT_PASSWORD, 'query', withCode(codes[0]!));
    expect(next.token?.status).toBe(200);
  });

  it('turns off with the password or a code when the role does not require it', async () => {
    const { email, device, secret } = await enrolled('turn-off');
    const wrong = await api(origin, device).post(TWO_FACTOR_PATHS.disable, {
      password: 'Nope#2024',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(TWO_FACTOR_MESSAGES.wrongProof);
    const code = codeAt(secret, Date.now() + STEP_MS);
    await api(origin, device).post(TWO_FACTOR_PATHS.disable, { code }).expect(204);
    const status = await api(origin, device).get(TWO_FACTOR_PATHS.status).expect(200);
    expect(status.body.enrolled).toBe(false);
    expect((await idpLogin(origin, email, ACCOUNT_PASSWORD)).token?.status).toBe(200);
  });

  it('validates the two-factor setting and records its change in the audit log', async () => {
    const superadmin = await signIn(origin, 'superadmin@study-abroad.local', 'Superadmin#2024');
    const auth = { Authorization: `Bearer ${superadmin.accessToken}` };
    const path = SYSTEM_SETTINGS_PATHS.admin;
    const current = await request(origin).get(path).set(auth).expect(200);
    const { updatedAt: _at, updatedBy: _by, ...fields } = current.body as Record<string, unknown>;
    const unknown = await request(origin)
      .put(path)
      .set(auth)
      .send({ ...fields, twoFactorRequiredRoles: ['root'] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(SYSTEM_SETTINGS_MESSAGES.unknownRole);
    const saved = await request(origin)
      .put(path)
      .set(auth)
      .send({ ...fields, twoFactorRequiredRoles: ['superadmin', 'admin', 'admin'] })
      .expect(200);
    expect(saved.body.twoFactorRequiredRoles).toEqual(['admin', 'superadmin']);
    const day = new Date().toISOString().slice(0, 10);
    const entries = (await testApp.app.get(AuditLog).list({ from: day, to: day })).filter(
      (entry) => entry.action === 'system-settings.update',
    );
    expect(entries.at(-1)).toMatchObject({
      before: { twoFactorRequiredRoles: [] },
      after: { twoFactorRequiredRoles: ['admin', 'superadmin'] },
    });
  });
});
