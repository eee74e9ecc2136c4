import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { AccountsService } from '../../api/src/identity/accounts.service';
import { PASSWORD_RESET_MESSAGES } from '../../shared/admin/password-reset';
import { createTestApp, type TestApp } from '../harness/test-app';
import { type Device, secondAfter, signIn } from './account-fixtures';
import { idpLogin, listen } from './idp-login';

/** Local logins: an admin creates one, and a reset link lets its owner choose a new password. */
describe('/api/admin/users with the local identity provider', () => {
  let testApp: TestApp;
  let origin: string;
  let mailDir: string;
  let admin: Device;

  beforeAll(async () => {
    mailDir = mkdtempSync(path.join(tmpdir(), 'admin-users-local-mail-'));
    testApp = await createTestApp({ MAIL_CAPTURE_DIR: mailDir });
    origin = await listen(testApp);
    admin = await signIn(origin, 'admin@study-abroad.local', 'Admin#2024!');
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const asAdmin = (call: request.Test) => call.set('Authorization', `Bearer ${admin.accessToken}`);

  function mailTo(email: string): { text: string } | undefined {
    return readdirSync(mailDir)
      .filter((file) => file.endsWith('.json'))
      .map(
        (file) =>
          JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as {
            to: string;
            text: string;
          },
      )
      .find((mail) => mail.to === email);
  }

  it('creates a user with a login (pending until their first call), refusing a taken address', async () => {
    const body = {
      name: 'Nadia New',
      email: 'nadia@example.com',
      roles: ['student'],
      password: 'First#Pass1',
    };
    const created = await asAdmin(request(origin).post('/api/admin/users')).send(body).expect(201);
    expect(created.body).toMatchObject({
      name: 'Nadia New',
      email: 'nadia@example.com',
      status: 'pending',
      revision: 0,
    });
    const taken = await asAdmin(request(origin).post('/api/admin/users')).send(body).expect(409);
    expect(taken.body.details).toEqual([{ field: 'email', message: taken.body.message }]);

    const device = await signIn(origin, 'nadia@example.com', 'First#Pass1');
    await request(origin)
      .get('/api/me')
      .set('Authorization', `Bearer ${device.accessToken}`)
      .expect(200);
    const row = await asAdmin(
      request(origin).get(`/api/admin/users/${encodeURIComponent(created.body.id)}`),
    ).expect(200);
    expect(row.body.status).toBe('active');
  });

  it('mails a single-use reset link that sets a new password', async () => {
    const accounts = testApp.app.get(AccountsService);
    const account = await accounts.create({
      email: 'rosa@example.com',
      name: 'Rosa',
      password: 'Old#Pass11',
      roles: ['student'],
    });
    // Her record exists once she has called the API.
    const device = await signIn(origin, 'rosa@example.com', 'Old#Pass11');
    await request(origin)
      .get('/api/me')
      .set('Authorization', `Bearer ${device.accessToken}`)
      .expect(200);

    await asAdmin(
      request(origin).post(`/api/admin/users/${encodeURIComponent(account._id)}/reset-password`),
    ).expect(204);
    const link = /(http\S+reset-password\?token=\S+)/.exec(mailTo('rosa@example.com')!.text)![1]!;
    const token = new URL(link).searchParams.get('token')!;

    const mismatch = await request(origin)
      .post('/api/public/password-reset')
      .send({ token, password: 'New#Pass22', confirmPassword: 'Other#Pass22' })
      .expect(400);
    expect(mismatch.body.details[0].field).toBe('confirmPassword');

    const resets = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(origin)
          .post('/api/public/password-reset')
          .send({ token, password: 'New#Pass22', confirmPassword: 'New#Pass22' }),
      ),
    );
    const resetsAnswered = Date.now();
    expect(resets.map((reset) => reset.status).sort()).toEqual([204, 400, 400, 400, 400]);
    expect(resets.find((reset) => reset.status === 400)!.body.message).toBe(
      PASSWORD_RESET_MESSAGES.invalidLink,
    );

    expect((await idpLogin(origin, 'rosa@example.com', 'Old#Pass11')).submitted.status).toBe(401);
    // The reset signed out every login up to its own second.
    await secondAfter(resetsAnswered);
    await signIn(origin, 'rosa@example.com', 'New#Pass22');
    // Every device signed in before the reset is signed out.
    await request(origin)
      .get('/api/me')
      .set('Authorization', `Bearer ${device.accessToken}`)
      .expect(401);
  });

  it('refuses a made-up link', async () => {
    const response = await request(origin)
      .post('/api/public/password-reset')
      .send({ token: 'x'.repeat(43), password: 'New#Pass22', confirmPassword: 'New#Pass22' })
      .expect(400);
    expect(response.body.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
  });
});
