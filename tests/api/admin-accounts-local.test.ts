import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { AccountsService } from '../../api/src/identity/accounts.service';
import { APP_PATHS } from '../../shared/routes/app-paths';
import { createTestApp, type TestApp } from '../harness/test-app';
import { linkIn, mailsTo } from '../harness/mail-capture';
import { type Device, secondAfter, signIn } from './account-fixtures';
import { listen } from './idp-login';

/** Manage admins with the local identity provider: an unknown address is invited by mail. */
describe('/api/superadmin/admins with the local identity provider', () => {
  let testApp: TestApp;
  let origin: string;
  let mailDir: string;
  let superadmin: Device;

  beforeAll(async () => {
    mailDir = mkdtempSync(path.join(tmpdir(), 'admin-accounts-local-mail-'));
    testApp = await createTestApp({ MAIL_CAPTURE_DIR: mailDir });
    origin = await listen(testApp);
    superadmin = await signIn(origin, 'superadmin@study-abroad.local', 'Superadmin#2024');
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const asSuperadmin = (call: request.Test) =>
    call.set('Authorization', `Bearer ${superadmin.accessToken}`);

  it('invites an unknown address; the link sets a password and the login carries the role', async () => {
    const invited = await asSuperadmin(request(origin).post('/api/superadmin/admins'))
      .send({ email: 'ines@example.com', name: 'Inès Invitée', role: 'admin' })
      .expect(201);
    expect(invited.body).toMatchObject({
      invited: true,
      admin: { name: 'Inès Invitée', email: 'ines@example.com', role: 'admin', status: 'pending' },
    });
    const [mail] = mailsTo(mailDir, 'ines@example.com');
    expect(mail?.subject).toBe('You are invited to administer StudyAbroad');
    const link = new URL(linkIn(mail, APP_PATHS.resetPassword), origin);
    await request(origin)
      .post('/api/public/password-reset')
      .send({
        token: link.searchParams.get('token'),
        password: 'Chosen#Pass1',
        confirmPassword: 'Chosen#Pass1',
      })
      .expect(204);
    // Setting the password signs out every login up to its own second.
    await secondAfter(Date.now());

    const device = await signIn(origin, 'ines@example.com', 'Chosen#Pass1');
    const me = await request(origin)
      .get('/api/me')
      .set('Authorization', `Bearer ${device.accessToken}`)
      .expect(200);
    expect(me.body).toMatchObject({ roles: ['admin'], isAdmin: true, status: 'active' });
    await request(origin)
      .get('/api/admin/users')
      .set('Authorization', `Bearer ${device.accessToken}`)
      .expect(200);

    // Removed: the next login's token says student too.
    await asSuperadmin(
      request(origin).delete(`/api/superadmin/admins/${encodeURIComponent(me.body.sub)}`),
    ).expect(204);
    const again = await signIn(origin, 'ines@example.com', 'Chosen#Pass1');
    const after = await request(origin)
      .get('/api/me')
      .set('Authorization', `Bearer ${again.accessToken}`)
      .expect(200);
    expect(after.body.roles).toEqual(['student']);
  });

  it('promotes a login that has not called the API yet, without an invitation', async () => {
    await testApp.app.get(AccountsService).create({
      email: 'omar@example.com',
      name: 'Omar Signed-Up',
      password: 'Own#Pass11',
      roles: ['student'],
    });
    const added = await asSuperadmin(request(origin).post('/api/superadmin/admins'))
      .send({ email: 'omar@example.com', name: '', role: 'superadmin' })
      .expect(201);
    expect(added.body).toMatchObject({
      invited: false,
      admin: { name: 'Omar Signed-Up', role: 'superadmin' },
    });
    expect(mailsTo(mailDir, 'omar@example.com')).toEqual([]);
    const device = await signIn(origin, 'omar@example.com', 'Own#Pass11');
    await request(origin)
      .get('/api/superadmin/admins')
      .set('Authorization', `Bearer ${device.accessToken}`)
      .expect(200);
  });
});
