import { AccountsService } from '../../api/src/identity/accounts.service';
import { NotificationRepository } from '../../api/src/notifications/notification.repository';
import { SyncService } from '../../api/src/sync/sync.service';
import ar from '../../locales/ar.json';
import { defaultSettings } from '../../shared/sync/settings-document';
import { createTestApp, type TestApp } from '../harness/test-app';

const PASSWORD = 'Sturdy#Pass1';
const LAPTOP = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
const PHONE = { ip: '198.51.100.2', userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari/604.1' };

/** Sign-ins through the local identity provider's account service (AUTH_MODE=local). */
describe('Security notification on sign-in from a new device', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ AUTH_MODE: 'local', IDP_SEED_ACCOUNTS: 'false' });
  });
  afterAll(() => testApp.close());

  it('alerts once per new device, never for the first device or a failed sign-in', async () => {
    const accounts = testApp.app.get(AccountsService);
    const notifications = testApp.app.get(NotificationRepository);
    const account = await accounts.create({
      email: 'device@example.com',
      password: PASSWORD,
      name: 'Dee Vice',
      roles: ['student'],
    });
    const unread = async () => (await notifications.readState(account._id)).unread;

    expect((await accounts.login(account.email, PASSWORD, LAPTOP)).ok).toBe(true);
    expect(await accounts.login(account.email, PASSWORD, LAPTOP)).toEqual(
      expect.objectContaining({ ok: true }),
    );
    expect(await unread()).toBe(0);
    expect((await accounts.login(account.email, 'Wrong#Pass1', PHONE)).ok).toBe(false);
    expect(await unread()).toBe(0);

    // The phone signs in twice at once: one alert.
    const both = await Promise.all([
      accounts.login(account.email, PASSWORD, PHONE),
      accounts.login(account.email, PASSWORD, PHONE),
    ]);
    expect(both.every((result) => result.ok)).toBe(true);
    const state = await notifications.readState(account._id);
    expect(state.unread).toBe(1);
    const alert = await notifications.readItem(account._id, state.created);
    expect(alert).toEqual(
      expect.objectContaining({
        type: 'system',
        priority: 'high',
        title: 'New sign-in to your account',
        actionUrl: '/dashboard/settings',
      }),
    );
    expect(alert?.message).toContain(PHONE.ip);
  });

  it('writes the alert in the language and time zone of the user’s synced settings', async () => {
    const accounts = testApp.app.get(AccountsService);
    const notifications = testApp.app.get(NotificationRepository);
    const account = await accounts.create({
      email: 'jihaz@example.com',
      password: PASSWORD,
      name: 'Jihaz Jadid',
      roles: ['student'],
    });
    const settings = defaultSettings(account._id);
    await testApp.app
      .get(SyncService)
      .push(
        { sub: account._id, name: 'Jihaz Jadid', email: account.email, roles: ['student'] },
        'settings',
        [
          {
            newDocumentState: {
              ...settings,
              display: { ...settings.display, language: 'ar', timeZone: 'Asia/Dubai' },
            },
          },
        ],
      );
    expect((await accounts.login(account.email, PASSWORD, LAPTOP)).ok).toBe(true);
    expect((await accounts.login(account.email, PASSWORD, PHONE)).ok).toBe(true);

    const state = await notifications.readState(account._id);
    const alert = await notifications.readItem(account._id, state.created);
    expect(alert?.title).toBe(ar['notifications.generated.newDevice.title']);
    expect(alert?.message).toContain(PHONE.ip);
    expect(alert?.message).toContain('تم تسجيل الدخول إلى حسابك من جهاز جديد');
  });
});
