import request from 'supertest';
import { PARTNER_PATHS, PARTNER_API_KEY_HEADER } from '../../shared/api-keys/partner-api';
import {
  FAILED_LOGINS_PER_ACCOUNT_THRESHOLD,
  FAILED_LOGINS_PER_ADDRESS_THRESHOLD,
  SECURITY_ALERT_MESSAGES,
  SECURITY_ALERTS_PATHS,
} from '../../shared/security-alerts/security-alerts';
import { createTestApp, type TestApp } from '../harness/test-app';
import { type Device, signIn } from './account-fixtures';
import { createKey } from './api-keys-fixtures';
import { idpLogin, listen } from './idp-login';
import {
  ALERT_ENV,
  alertNotifications,
  alertsAbout,
  awayFromWindowEdge,
  BURST_TEST_TIMEOUT_MS,
  freshAddress,
  listAlerts,
  newStudent,
  PASSWORD,
  signInSuperadmin,
  wrongPassword,
} from './security-alerts-fixtures';

// A burst may first wait out the end of the current alert window (awayFromWindowEdge).
jest.setTimeout(BURST_TEST_TIMEOUT_MS);

/** Issue 16 item 5: alerts raised by simulated attacks, read and acknowledged by a super admin. */
describe('security alerts', () => {
  let testApp: TestApp;
  let origin: string;
  let superadmin: Device;

  beforeAll(async () => {
    testApp = await createTestApp(ALERT_ENV);
    origin = await listen(testApp);
    superadmin = await signInSuperadmin(origin);
  });

  afterAll(() => testApp.close());

  const asSuperadmin = (call: request.Test) =>
    call.set('Authorization', `Bearer ${superadmin.accessToken}`);

  it('raises one high alert for a burst of wrong passwords from one address at several accounts, and notifies the super admin once', async () => {
    const accounts = await Promise.all(['a', 'b', 'c'].map((label) => newStudent(testApp, label)));
    const address = freshAddress();
    const attempts = FAILED_LOGINS_PER_ADDRESS_THRESHOLD + 2;
    await awayFromWindowEdge();
    for (let i = 0; i < attempts; i += 1) {
      // Spread over three accounts: none of them reaches its own threshold.
      expect(await wrongPassword(origin, accounts[i % 3]!, address)).toBe(401);
    }

    const [alert, ...others] = await alertsAbout(
      origin,
      superadmin,
      'failed-logins-address',
      address,
    );
    expect(others).toEqual([]);
    expect(alert).toMatchObject({ severity: 'high', count: attempts, acknowledgedAt: null });
    for (const email of accounts) {
      expect(await alertsAbout(origin, superadmin, 'failed-logins-account', email)).toEqual([]);
    }
    const notices = await alertNotifications(origin, superadmin);
    expect(notices.filter((notice) => notice.message.includes(address))).toHaveLength(1);
  });

  it('raises one medium alert for a burst against one account, counting every later try', async () => {
    const email = await newStudent(testApp, 'target');
    const tries = FAILED_LOGINS_PER_ACCOUNT_THRESHOLD + 3;
    await awayFromWindowEdge();
    for (let i = 0; i < tries; i += 1) await wrongPassword(origin, email, freshAddress());

    const alerts = await alertsAbout(origin, superadmin, 'failed-logins-account', email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ severity: 'medium', count: tries });
    expect(Date.parse(alerts[0]!.firstSeenAt)).toBeLessThanOrEqual(
      Date.parse(alerts[0]!.lastSeenAt),
    );
  });

  it('raises no alert below the threshold', async () => {
    const email = await newStudent(testApp, 'quiet');
    for (let i = 1; i < FAILED_LOGINS_PER_ACCOUNT_THRESHOLD; i += 1) {
      await wrongPassword(origin, email, freshAddress());
    }
    expect(await alertsAbout(origin, superadmin, 'failed-logins-account', email)).toEqual([]);
  });

  it('raises an alert when a revoked API key is still used', async () => {
    const caller = {
      sub: 'superadmin',
      auth: { Authorization: `Bearer ${superadmin.accessToken}` },
    };
    const issued = await createKey(testApp.http, caller, { name: 'Former Partner' });
    await asSuperadmin(request(origin).post(`/api/admin/api-keys/${issued.key.id}/revoke`))
      .send({ revision: 1 })
      .expect(201);
    await request(origin)
      .get(PARTNER_PATHS.catalog)
      .set(PARTNER_API_KEY_HEADER, issued.secret)
      .expect(401);
    await request(origin)
      .get(PARTNER_PATHS.catalog)
      .set(PARTNER_API_KEY_HEADER, issued.secret)
      .expect(401);

    const alerts = await alertsAbout(origin, superadmin, 'revoked-key-used', issued.key.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ severity: 'medium', count: 2 });
  });

  it('raises a high alert linked to its audit entry when a student is made an admin', async () => {
    const email = await newStudent(testApp, 'promoted');
    const added = await asSuperadmin(request(origin).post('/api/superadmin/admins'))
      .send({ email, name: '', role: 'admin' })
      .expect(201);
    const userId = (added.body as { admin: { id: string } }).admin.id;

    const [alert] = await alertsAbout(origin, superadmin, 'role-escalation', userId);
    expect(alert).toMatchObject({ severity: 'high', count: 1 });
    expect(alert!.auditEntries).toHaveLength(1);
    const day = alert!.auditEntries[0]!.day;
    const audit = await asSuperadmin(request(origin).get('/api/admin/audit-log'))
      .query({ from: day, to: day })
      .expect(200);
    const entry = (audit.body.entries as { id: string; action: string; resourceId: string }[]).find(
      (candidate) => candidate.id === alert!.auditEntries[0]!.id,
    );
    expect(entry).toMatchObject({ action: 'admin.add', resourceId: userId });
    const notices = await alertNotifications(origin, superadmin);
    expect(notices.filter((notice) => notice.message.includes(userId))).toHaveLength(1);
  });

  it('raises a low alert for a sign-in from a new device, and a medium one from a new country', async () => {
    const email = await newStudent(testApp, 'traveller');
    const login = (userAgent: string, country: string) =>
      idpLogin(origin, email, PASSWORD, 'query', undefined, {
        'User-Agent': userAgent,
        'cf-ipcountry': country,
      });
    await login('Firefox at home', 'DE');
    await login('Firefox at home', 'DE');
    const me = await signIn(origin, email, PASSWORD);
    const sub = (
      await request(origin).get('/api/me').set('Authorization', `Bearer ${me.accessToken}`)
    ).body.sub as string;
    expect(await alertsAbout(origin, superadmin, 'new-country', sub)).toEqual([]);

    await login('Chrome on a phone', 'FR');
    const [device] = await alertsAbout(origin, superadmin, 'new-device', sub);
    const [country] = await alertsAbout(origin, superadmin, 'new-country', sub);
    expect(device).toMatchObject({ severity: 'low' });
    expect(country).toMatchObject({ severity: 'medium', count: 1 });
  });

  it('acknowledges once however often it is asked, audited once, and filters by it', async () => {
    const email = await newStudent(testApp, 'ack');
    await awayFromWindowEdge();
    for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT_THRESHOLD; i += 1) {
      await wrongPassword(origin, email, freshAddress());
    }
    const [alert] = await alertsAbout(origin, superadmin, 'failed-logins-account', email);
    const path = SECURITY_ALERTS_PATHS.acknowledge(alert!.id);
    const [first, second] = await Promise.all([
      asSuperadmin(request(origin).post(path)).send({}).expect(200),
      asSuperadmin(request(origin).post(path)).send({}).expect(200),
    ]);
    expect(first.body.acknowledgedBy).toBe('superadmin@study-abroad.local');
    expect(second.body.acknowledgedAt).toBe(first.body.acknowledgedAt);
    const [listed] = await alertsAbout(origin, superadmin, 'failed-logins-account', email);
    expect(listed).toMatchObject({ acknowledgedAt: first.body.acknowledgedAt });
    expect(listed!.auditEntries).toHaveLength(1);

    const day = new Date().toISOString().slice(0, 10);
    const audit = await asSuperadmin(request(origin).get('/api/admin/audit-log'))
      .query({ from: day, to: day })
      .expect(200);
    const acks = (audit.body.entries as { action: string; resourceId: string }[]).filter(
      (entry) => entry.action === 'security-alert.acknowledge' && entry.resourceId === alert!.id,
    );
    expect(acks).toHaveLength(1);

    const open = await listAlerts(origin, superadmin, { acknowledged: 'false' });
    expect(open.alerts.map((item) => item.id)).not.toContain(alert!.id);
    const done = await listAlerts(origin, superadmin, { acknowledged: 'true', severity: 'medium' });
    expect(done.alerts.map((item) => item.id)).toContain(alert!.id);

    const missing = await asSuperadmin(
      request(origin).post(SECURITY_ALERTS_PATHS.acknowledge('failed-logins-account:nobody:x')),
    )
      .send({})
      .expect(404);
    expect(missing.body.message).toBe(SECURITY_ALERT_MESSAGES.notFound);
  });

  it('lists newest first and refuses admins', async () => {
    const { alerts } = await listAlerts(origin, superadmin);
    const kinds = alerts.map((alert) => alert.kind);
    // The address burst was the first alert raised, the promotion a later one.
    expect(kinds.indexOf('role-escalation')).toBeLessThan(kinds.indexOf('failed-logins-address'));
    expect(kinds.at(-1)).toBe('failed-logins-address');
    const admin = await signIn(origin, 'admin@study-abroad.local', 'Admin#2024!');
    const refused = await request(origin)
      .get(SECURITY_ALERTS_PATHS.list)
      .set('Authorization', `Bearer ${admin.accessToken}`)
      .expect(403);
    expect(refused.body.message).toBeTruthy();
  });
});
