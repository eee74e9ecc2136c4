import { expect, test } from '@playwright/test';
import { logInAs, MESSAGES, seededAccount, submitProviderLogin, useLanguage } from './auth-helpers';

for (const language of ['en', 'ar'] as const) {
  const t = MESSAGES[language];

  test.describe(`redirect login (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('a student lands on /dashboard with the logged-in toast', async ({ page }) => {
      await logInAs(page, 'student');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(t['auth.message.loggedIn'])).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    });

    test('an admin and a superadmin land on /admin/dashboard', async ({ browser }) => {
      for (const role of ['admin', 'superadmin'] as const) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await useLanguage(page, language);
        await logInAs(page, role);
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
        await context.close();
      }
    });

    test('the page asked for before logging in is restored', async ({ page }) => {
      await logInAs(page, 'student', '/dashboard/favorites');
      await expect(page).toHaveURL(/\/dashboard\/favorites$/);
    });

    test('a student opening the admin area is refused', async ({ page }) => {
      await logInAs(page, 'student');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/admin/dashboard');
      await expect(page).toHaveURL(/\/unauthorized$/);
      await expect(page.getByRole('alert')).toHaveText(t['auth.guard.adminRequired']);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['auth.guard.adminTitle']);
    });

    test('an admin opening a superadmin screen is refused', async ({ page }) => {
      await logInAs(page, 'admin');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole('link', { name: t['admin.nav.manageAdmins'] })).toHaveCount(0);
      await page.goto('/admin/manage-admins');
      await expect(page).toHaveURL(/\/unauthorized$/);
      await expect(page.getByRole('alert')).toHaveText(t['auth.guard.superadminRequired']);
    });

    test('/error?error=invalid_state explains the failure', async ({ page }) => {
      await page.goto('/error?error=invalid_state');
      await expect(page.getByRole('alert')).toHaveText(t['auth.error.invalid_state']);
    });
  });
}

test.describe('the session', () => {
  test('survives a reload and ends with logout on the site root', async ({ page }) => {
    await logInAs(page, 'superadmin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('link', { name: 'System settings' }).click();
    await expect(page).toHaveURL(/\/admin\/system-settings$/);

    await page.goto('/');
    const menu = page.getByRole('button', { name: /Sasha Superadmin/ });
    await menu.click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText([
      'Dashboard',
      'Profile',
      'Admin Dashboard',
      'User Management',
      'Admin Management',
      'System Settings',
      'Analytics',
      'Log out',
    ]);
    await items.last().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/idp\/interaction\//);
  });

  test('logs in through a popup and stays on the page', async ({ page }) => {
    const account = seededAccount('student');
    await page.goto('/courses');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const popup = await popupOpened;
    // The page closes the popup once the provider's answer arrives; listen before submitting.
    const popupClosed = popup.waitForEvent('close');
    await submitProviderLogin(popup, account.email, account.password);
    await popupClosed;
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('button', { name: /Sam Student/ })).toBeVisible();
    await expect(page.getByText('Successfully logged in')).toBeVisible();
  });
});
