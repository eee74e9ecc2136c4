/**
 * Issue 12 item 6, the offline inbox: notifications created through the API are kept on the
 * device, so after an offline reload (the service worker serves the app shell) the bell and the
 * notifications page still show them with their counts; one marked read offline drops the badge
 * and waits in the sync line; back online the server stores it read, and another device shows it
 * read. English and Arabic (RTL, 360 px), axe.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGES, submitProviderLogin, type TestLanguage, useLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import {
  adminToken,
  bell,
  pageRows,
  sendMany,
  signUpStudent,
  type SignedUpStudent,
} from './notifications-helpers';
import { controlledByServiceWorker } from './service-worker-helpers';
import { syncLine } from './sync-helpers';

test.describe.configure({ timeout: 180_000 });

function say(language: TestLanguage, id: keyof (typeof MESSAGES)['en'], count: number): string {
  return new IntlMessageFormat(MESSAGES[language][id], language).format({ count }) as string;
}

/** What the API stores: the unread count and whether each notification is read. */
async function stored(request: APIRequestContext, student: SignedUpStudent) {
  const headers = { Authorization: `Bearer ${student.token}` };
  const count = await request.get('/api/notifications/unread-count', { headers });
  const list = await request.get('/api/notifications?limit=20', { headers });
  const items = (await list.json()) as { title: string; isRead: boolean }[];
  return {
    unread: ((await count.json()) as { count: number }).count,
    read: items.filter((item) => item.isRead).map((item) => item.title),
  };
}

for (const language of ['en', 'ar'] as const) {
  test(`the inbox opens offline, and a notification marked read offline is read on the server once back (${language})`, async ({
    page,
    browser,
    context,
    request,
  }) => {
    const t = MESSAGES[language];
    if (language === 'ar') {
      await page.setViewportSize({ width: 360, height: 740 });
      await useLanguage(page, 'ar');
    }
    const admin = await adminToken(browser);
    const student = await signUpStudent(page, '/dashboard/notifications');
    await sendMany(request, admin, student.userId, 3, 'Kept');
    await expect(pageRows(page)).toHaveCount(3);
    await expect(bell(page, language)).toHaveAccessibleName(
      say(language, 'notifications.bell.label', 3),
    );
    // A visit under the service worker's control, which keeps what the app needs to start.
    await controlledByServiceWorker(page);
    await page.reload();
    await expect(pageRows(page)).toHaveCount(3);
    // The reload may cut off the push of the settings this account was seeded with, or the pull
    // of the server's stamp on them; until one is done the device rightly counts them as waiting.
    await expect(syncLine(page)).toContainText(t['sync.status.synced'], { timeout: 20_000 });

    // Offline, the bell lists what this device kept (it waits until the three are kept).
    await context.setOffline(true);
    await bell(page, language).click();
    await expect(page.getByRole('menuitem').filter({ hasText: 'Kept' })).toHaveCount(3);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: t['dashboard.nav.notifications'] }),
    ).toBeVisible();
    await expect(pageRows(page)).toHaveCount(3);
    await expect(pageRows(page).first()).toContainText('Kept 3');
    await expect(bell(page, language)).toHaveAccessibleName(
      say(language, 'notifications.bell.label', 3),
    );
    // The page's filter works on the device.
    await page.getByLabel(t['notifications.filter.unreadOnly']).check();
    await expect(pageRows(page)).toHaveCount(3);

    await pageRows(page)
      .filter({ hasText: 'Kept 3' })
      .getByRole('button', { name: new RegExp(`^${t['notifications.markRead']}`) })
      .click();
    await expect(bell(page, language)).toHaveAccessibleName(
      say(language, 'notifications.bell.label', 2),
    );
    await expect(pageRows(page)).toHaveCount(2);
    await expect(syncLine(page)).toContainText(say(language, 'sync.status.offline', 1));
    expect(await severeAxeViolations(page)).toEqual([]);
    expect((await stored(request, student)).unread).toBe(3);

    await context.setOffline(false);
    await expect(syncLine(page)).toContainText(t['sync.status.synced'], { timeout: 20_000 });
    await expect.poll(() => stored(request, student)).toEqual({ unread: 2, read: ['Kept 3'] });
    await expect(bell(page, language)).toHaveAccessibleName(
      say(language, 'notifications.bell.label', 2),
    );

    // Another device (a browser of its own) shows it read, and counts the same.
    const other = await browser.newContext();
    const second = await other.newPage();
    if (language === 'ar') await useLanguage(second, 'ar');
    await second.goto('/auth/login');
    await submitProviderLogin(second, student.email, 'Valid#Pass1');
    await expect(second).toHaveURL(/\/dashboard$/);
    await second.goto('/dashboard/notifications');
    await expect(pageRows(second)).toHaveCount(3);
    const kept3 = pageRows(second).filter({ hasText: 'Kept 3' });
    await expect(
      kept3.getByRole('button', { name: new RegExp(`^${t['notifications.markRead']}`) }),
    ).toHaveCount(0);
    await expect(bell(second, language)).toHaveAccessibleName(
      say(language, 'notifications.bell.label', 2),
    );
    expect(await severeAxeViolations(second)).toEqual([]);
    await other.close();
  });
}
