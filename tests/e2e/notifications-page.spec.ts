/**
 * Issue 12 item 6, the notifications page: infinite scroll by pages of 20, keyboard "Load more",
 * filters, empty and error states (spec §8 texts), English and Arabic (RTL) at 360 px, axe; and
 * the channels grid in settings with the spec's toasts.
 */
import { expect, test } from '@playwright/test';
import { MESSAGES, useLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import {
  adminToken,
  bell,
  pageRows,
  sendMany,
  sendNotification,
  signUpStudent,
} from './notifications-helpers';

const t = MESSAGES.en;
const ar = MESSAGES.ar;

test.describe.configure({ timeout: 120_000 });

test('the page loads 20, then the rest when scrolled to the end or by the Load more button', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminToken(browser);
  const student = await signUpStudent(page);
  await sendMany(request, admin, student.userId, 25);
  await page.goto('/dashboard/notifications');
  await expect(pageRows(page)).toHaveCount(20);
  await expect(pageRows(page).first()).toContainText('Notice 25');
  await pageRows(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(pageRows(page)).toHaveCount(25);
  await expect(pageRows(page).last()).toContainText('Notice 1');
  await expect(page.getByRole('button', { name: t['notifications.loadMore'] })).toHaveCount(0);

  // Keyboard users load the next page with the button (the unread filter starts a new list).
  await page.getByLabel(t['notifications.filter.unreadOnly']).check();
  await expect(pageRows(page)).toHaveCount(20);
  const more = page.getByRole('button', { name: t['notifications.loadMore'] });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(pageRows(page)).toHaveCount(25);

  // One read, then the unread filter leaves it out of a fresh list.
  await pageRows(page)
    .filter({ hasText: 'Notice 25' })
    .getByRole('button', { name: new RegExp(`^${t['notifications.markRead']}`) })
    .click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 24 unread');
  await page.getByLabel(t['notifications.filter.type']).selectOption('system');
  await expect(pageRows(page)).toHaveCount(20);
  await page.getByLabel(t['notifications.filter.type']).selectOption('payment');
  await expect(page.getByText(t['notifications.empty'])).toBeVisible();
});

test("empty and error states say the spec's words", async ({ page }) => {
  await signUpStudent(page, '/dashboard/notifications');
  await expect(page.getByText(t['notifications.empty'])).toBeVisible();
  await bell(page).click();
  await expect(page.getByRole('menu')).toContainText(t['notifications.empty']);
  await page.keyboard.press('Escape');

  await page.route('**/api/notifications/infinite**', (route) =>
    route.fulfill({ status: 500, json: { message: 'Server error. Please try again later.' } }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(t['notifications.loadError']);
  await page.unroute('**/api/notifications/infinite**');
  await page.getByRole('button', { name: t['notifications.retry'] }).click();
  await expect(page.getByText(t['notifications.empty'])).toBeVisible();
});

test('English at desktop: axe clean on the page and with the bell open', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminToken(browser);
  const student = await signUpStudent(page, '/dashboard/notifications');
  await sendNotification(request, admin, student.userId, { title: 'Interview invitation' });
  await sendNotification(request, admin, student.userId, {
    title: 'Scholarship decision',
    priority: 'high',
  });
  await page.reload();
  await expect(pageRows(page)).toHaveCount(2);
  expect(await severeAxeViolations(page)).toEqual([]);
  await bell(page).click();
  await expect(page.getByRole('menu').locator('[data-notification-id]')).toHaveCount(2);
  expect(await severeAxeViolations(page)).toEqual([]);
});

test('Arabic right to left at 360 px: translated, no sideways scroll, axe clean', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await useLanguage(page, 'ar');
  const admin = await adminToken(browser);
  const student = await signUpStudent(page, '/dashboard/notifications');
  await sendNotification(request, admin, student.userId, { title: 'Interview invitation' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: ar['dashboard.nav.notifications'] }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: ar['notifications.group.today'] }),
  ).toBeVisible();
  await expect(pageRows(page).first()).toContainText(ar['notifications.type.system']);
  await expect(bell(page, 'ar')).toHaveAccessibleName(/إشعار واحد غير مقروء/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await severeAxeViolations(page)).toEqual([]);
  await bell(page, 'ar').click();
  await expect(
    page.getByRole('menuitem', { name: ar['notifications.bell.viewAll'] }),
  ).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
});

test('the channels grid saves a switch with the spec toast and keeps critical categories on', async ({
  page,
}) => {
  await signUpStudent(page, '/dashboard/settings');
  const grid = page.locator('#notification-channels');
  const messagesEmail = grid.getByRole('checkbox', {
    name: `${t['settings.channels.category.messages']}: ${t['settings.channels.channel.email']}`,
  });
  const securityPush = grid.getByRole('checkbox', {
    name: `${t['settings.channels.category.security']}: ${t['settings.channels.channel.push']}`,
  });
  await expect(messagesEmail).not.toBeChecked();
  await expect(securityPush).toBeChecked();
  await expect(securityPush).toBeDisabled();
  await messagesEmail.focus();
  await page.keyboard.press('Space');
  await expect(messagesEmail).toBeChecked();
  await expect(page.getByText(t['settings.notifications.savedTitle'])).toBeVisible();
  await expect(page.getByText(t['settings.notifications.savedBody'])).toBeVisible();
  await page.reload();
  await expect(messagesEmail).toBeChecked();

  await page.route('**/api/notifications/preferences/**', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { message: 'Server error. Please try again later.' } })
      : route.fallback(),
  );
  await messagesEmail.click();
  await expect(page.getByText(t['settings.notifications.saveError'])).toBeVisible();
  await expect(messagesEmail).toBeChecked();
  expect(await severeAxeViolations(page)).toEqual([]);
});
