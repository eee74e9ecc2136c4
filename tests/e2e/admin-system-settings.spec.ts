/**
 * Issue 16 item 2 in the browser: a super admin raises the minimum password length in the System
 * settings section of /admin/system-settings (the shared schema refuses an out-of-range value
 * first), and a visitor's sign-up is then refused with the policy's message in their language.
 * English and Arabic, 360 px, axe. An admin is refused the screen and the API.
 *
 * The policy holds for every sign-up on the site, so this file runs alone after all the other
 * specs, one test at a time (the `chromium-platform-wide` project of playwright.config.ts).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SYSTEM_SETTINGS_PATHS } from '../../shared/system-settings/system-settings';
import { callAsPage, logInAs, MESSAGES, type TestLanguage, useLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { openIn } from './public-fixtures';
import { fitsWidth } from './layout-helpers';

const MIN_LENGTH = 14;

async function superadminOnSettings(browser: Browser, language: TestLanguage): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 360, height: 800 } })
  ).newPage();
  await openIn(page, language);
  await logInAs(page, 'superadmin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/system-settings');
  return page;
}

/** Puts the minimum length back, so the specs after this one sign up under the spec's policy. */
async function restorePolicy(page: Page) {
  const { body } = await callAsPage(page, SYSTEM_SETTINGS_PATHS.admin);
  const { updatedAt: _at, updatedBy: _by, ...settings } = body as Record<string, unknown>;
  if (settings.passwordMinLength === 8) return;
  const restored = await callAsPage(page, SYSTEM_SETTINGS_PATHS.admin, 'PUT', {
    ...settings,
    passwordMinLength: 8,
  });
  expect(restored.status).toBe(200);
}

for (const language of ['en', 'ar'] as const satisfies TestLanguage[]) {
  const t = MESSAGES[language];

  test(`a stricter password policy refuses a new sign-up with its message (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await superadminOnSettings(browser, language);
    try {
      await expect(admin.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(
        admin.getByRole('heading', { level: 2, name: t['admin.systemSettings.title'] }),
      ).toBeVisible();
      const minLength = admin.getByLabel(t['admin.systemSettings.field.passwordMinLength']);
      await expect(minLength).toHaveValue('8');
      expect(await fitsWidth(admin)).toBe(true);
      expect(await severeAxeViolations(admin)).toEqual([]);

      const save = admin.getByRole('button', { name: t['admin.systemSettings.save'] });
      await minLength.fill('4');
      await save.click();
      await expect(admin.getByText(t['admin.systemSettings.error.outOfRange'])).toBeVisible();
      await expect(minLength).toBeFocused();
      expect(await severeAxeViolations(admin)).toEqual([]);
      await minLength.fill(String(MIN_LENGTH));
      await save.click();
      await expect(admin.getByText(t['admin.systemSettings.saved'])).toBeVisible();
      await expect(minLength).toHaveValue(String(MIN_LENGTH));

      const visitorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const visitor = await visitorContext.newPage();
      await useLanguage(visitor, language);
      await visitor.goto('/auth/login');
      await expect(visitor).toHaveURL(/\/idp\/interaction\//);
      await visitor.locator('a[href$="/signup"]').click();
      const rule = t['auth.password.minLengthOf'].replace('{min}', String(MIN_LENGTH));
      // The page lists the policy in force before anything is sent.
      await expect(visitor.locator('#password-hint')).toContainText(rule);
      const password = 'Valid#Pass12';
      await visitor.locator('#name').fill('Nour Newcomer');
      await visitor.locator('#email').fill(`policy-${language}-${Date.now()}@example.com`);
      await visitor.locator('#password').fill(password);
      await visitor.locator('#confirmPassword').fill(password);
      await visitor.locator('form button[type="submit"]').click();
      await expect(visitor.locator('#password-error')).toHaveText(rule);
      await expect(visitor).toHaveURL(/\/idp\/interaction\//);
      await visitorContext.close();
    } finally {
      await restorePolicy(admin);
      await admin.context().close();
    }
  });
}

test('an admin is refused system settings with the spec message, by the screen and the API', async ({
  page,
}) => {
  const t = MESSAGES.en;
  await openIn(page, 'en');
  await logInAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/system-settings');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('alert')).toHaveText(t['auth.guard.superadminRequired']);
  expect((await callAsPage(page, SYSTEM_SETTINGS_PATHS.admin)).status).toBe(403);
  const saved = await callAsPage(page, SYSTEM_SETTINGS_PATHS.admin, 'PUT', { revision: 0 });
  expect(saved.status).toBe(403);
});
