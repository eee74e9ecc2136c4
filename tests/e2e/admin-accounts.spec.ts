/**
 * Issue 16 item 1 in the browser: a super admin promotes a newly signed-up user to admin and
 * narrows their permissions; the promoted user then signs in to the admin area and the API
 * applies the narrowed permissions. English and Arabic, 360 px, keyboard, axe. An admin is
 * refused the screen with the spec's message, and by the API too.
 */
import { expect, test } from '@playwright/test';
import {
  callAsPage,
  failRequests,
  logInAs,
  MESSAGES,
  NEW_ACCOUNT_PASSWORD,
  signUpNewStudent,
  submitProviderLogin,
  type TestLanguage,
} from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { openIn } from './public-fixtures';
import { fitsWidth } from './layout-helpers';

const named = (message: string, name: string) => message.replace('{name}', name);

for (const language of ['en', 'ar'] as const satisfies TestLanguage[]) {
  const t = MESSAGES[language];

  test(`a super admin promotes a user and sets their permissions (${language})`, async ({
    page,
    browser,
  }) => {
    // Two sign-ups or sign-ins and several writes on a shared, slow machine.
    test.setTimeout(180_000);
    const name = `Nadia ${language} ${Date.now().toString(36)}`;
    const newcomer = await browser.newContext();
    const studentPage = await newcomer.newPage();
    await openIn(studentPage, language);
    const email = await signUpNewStudent(studentPage, `admins-${language}`, name);
    await newcomer.close();

    await page.setViewportSize({ width: 360, height: 800 });
    await openIn(page, language);
    await logInAs(page, 'superadmin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/manage-admins');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(
      page.getByRole('heading', { level: 1, name: t['admin.admins.title'] }),
    ).toBeVisible();
    await expect(page.getByTestId('admin-account').first()).toBeVisible({ timeout: 30_000 });
    expect(await fitsWidth(page)).toBe(true);
    expect(await severeAxeViolations(page)).toEqual([]);

    // Added by keyboard; the shared schema refuses an empty address first.
    await page.getByRole('button', { name: t['admin.admins.add'] }).click();
    const dialog = page.getByRole('dialog', { name: t['admin.admins.add'] });
    await dialog.getByRole('button', { name: t['admin.admins.addSubmit'] }).click();
    await expect(dialog.getByText(t['auth.email.required'])).toBeVisible();
    await dialog.getByLabel(t['admin.admins.email']).focus();
    await page.keyboard.type(email);
    await expect(dialog.getByLabel(t['admin.admins.role'])).toHaveValue('admin');
    expect(await severeAxeViolations(page)).toEqual([]);
    await dialog.getByLabel(t['admin.admins.email']).press('Enter');
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    // The list reloads meanwhile, and its loading state is a status too.
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

    const card = page.getByTestId('admin-account').filter({
      has: page.getByRole('heading', { level: 2, name: new RegExp(name) }),
    });
    await expect(card).toContainText(t['admin.admins.permissionsAll']);

    // Narrowed: no more user management.
    await card
      .getByRole('button', { name: named(t['admin.admins.setPermissionsNamed'], name) })
      .click();
    const permissions = page.getByRole('dialog', {
      name: named(t['admin.admins.permissionsOf'], name),
    });
    const viewUsers = permissions.getByRole('checkbox', {
      name: t['admin.permission.users.read'],
      exact: true,
    });
    await expect(viewUsers).toBeChecked();
    await viewUsers.focus();
    await page.keyboard.press('Space');
    await expect(viewUsers).not.toBeChecked();
    expect(await severeAxeViolations(page)).toEqual([]);
    await permissions.getByRole('button', { name: t['admin.dialog.save'] }).click();
    await expect(permissions).toBeHidden({ timeout: 30_000 });
    await expect(card).toContainText(t['admin.permission.courses.read']);
    await expect(card).not.toContainText(t['admin.admins.permissionsAll']);
    expect(await fitsWidth(page)).toBe(true);

    // The promoted user signs in to the admin area; the API keeps to what was left them.
    const promoted = await browser.newContext();
    const adminPage = await promoted.newPage();
    await openIn(adminPage, language);
    await adminPage.goto('/auth/login');
    await submitProviderLogin(adminPage, email, NEW_ACCOUNT_PASSWORD);
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
    expect((await callAsPage(adminPage, '/api/admin/courses')).status).toBe(200);
    expect((await callAsPage(adminPage, '/api/admin/users')).status).toBe(403);
    expect((await callAsPage(adminPage, '/api/superadmin/admins')).status).toBe(403);
    await promoted.close();
  });
}

test('an admin is refused Manage admins with the spec message, by the screen and the API', async ({
  page,
}) => {
  const t = MESSAGES.en;
  await openIn(page, 'en');
  await logInAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/manage-admins');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['auth.guard.superadminTitle']);
  await expect(page.getByRole('alert')).toHaveText(t['auth.guard.superadminRequired']);
  expect((await callAsPage(page, '/api/superadmin/admins')).status).toBe(403);
  expect(await severeAxeViolations(page)).toEqual([]);
});

test('the admin list shows a failed load with a retry, and an empty list', async ({ page }) => {
  test.setTimeout(90_000);
  const t = MESSAGES.en;
  await openIn(page, 'en');
  await logInAs(page, 'superadmin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await failRequests(page, '**/api/superadmin/admins', 500);
  await page.goto('/admin/manage-admins');
  await expect(page.getByText(t['error.call.server'])).toBeVisible({ timeout: 30_000 });
  expect(await severeAxeViolations(page)).toEqual([]);
  // The next answer, as a list without accounts gives it (a later route takes precedence).
  await page.route('**/api/superadmin/admins', (route) => route.fulfill({ json: { admins: [] } }));
  await page.getByRole('button', { name: t['dashboard.overview.retry'] }).click();
  await expect(page.getByText(t['admin.admins.empty'])).toBeVisible();
});
