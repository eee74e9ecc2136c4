/**
 * Issue 16 item 2, two-factor, in the browser: a super admin requires two-factor authentication
 * for admins on /admin/system-settings; a newly promoted admin signing in is made to enrol on the
 * provider's pages (the test reads the key off the page and computes the codes with otpauth, as an
 * authenticator app would), signs out, signs in with a code, and once more with a recovery code.
 * English and Arabic, 360 px on the provider's pages, keyboard, axe.
 *
 * The setting holds for every admin, so this file runs alone after the other specs (the
 * `chromium-platform-wide` project) and puts the setting back at the end.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { SYSTEM_SETTINGS_PATHS } from '../../shared/system-settings/system-settings';
import {
  callAsPage,
  logInAs,
  MESSAGES,
  NEW_ACCOUNT_PASSWORD,
  signUpNewStudent,
  submitProviderLogin,
  type TestLanguage,
} from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { fitsWidth } from './layout-helpers';
import { openIn } from './public-fixtures';

const STEP_MS = 30_000;
const codeAt = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/** Puts the setting back: no role needs two-factor, as before this spec. */
async function restoreTwoFactor(page: Page) {
  const { body } = await callAsPage(page, SYSTEM_SETTINGS_PATHS.admin);
  const { updatedAt: _at, updatedBy: _by, ...settings } = body as Record<string, unknown>;
  if ((settings.twoFactorRequiredRoles as string[]).length === 0) return;
  const restored = await callAsPage(page, SYSTEM_SETTINGS_PATHS.admin, 'PUT', {
    ...settings,
    twoFactorRequiredRoles: [],
  });
  expect(restored.status).toBe(200);
}

/** A new student, promoted to admin by the super admin (the seeded admin stays as it is). */
async function newAdmin(browser: Browser, superadmin: Page, language: TestLanguage) {
  const name = `Tariq ${language} ${Date.now().toString(36)}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await openIn(page, language);
  const email = await signUpNewStudent(page, `two-factor-${language}`, name);
  await context.close();
  // The admin grid's read model (a few seconds behind) is where Manage admins finds the user.
  await expect
    .poll(async () => {
      const { body } = await callAsPage(
        superadmin,
        `/api/admin/users?q=${encodeURIComponent(email)}`,
      );
      return (body as { rows?: unknown[] }).rows?.length;
    })
    .toBe(1);
  const promoted = await callAsPage(superadmin, '/api/superadmin/admins', 'POST', {
    email,
    name: '',
    role: 'admin',
  });
  expect(promoted.status).toBe(201);
  return { email, name };
}

/** The provider's page in the visitor's language and direction, at 360 px, without violations. */
async function checkProviderPage(page: Page, language: TestLanguage, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  expect(await fitsWidth(page)).toBe(true);
  expect(await severeAxeViolations(page)).toEqual([]);
}

async function logOut(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await page.getByRole('menuitem').last().click();
  await expect(page).toHaveURL(/\/$/);
}

for (const language of ['en', 'ar'] as const satisfies TestLanguage[]) {
  const t = MESSAGES[language];

  test(`an admin is made to enrol in two-factor, then signs in with a code (${language})`, async ({
    browser,
  }) => {
    // Three sign-ups or sign-ins, an enrolment and a save on a shared, slow machine.
    test.setTimeout(240_000);
    const superadmin = await (await browser.newContext()).newPage();
    await openIn(superadmin, language);
    await logInAs(superadmin, 'superadmin');
    await expect(superadmin).toHaveURL(/\/admin\/dashboard$/);
    try {
      await superadmin.goto('/admin/system-settings');
      const roles = superadmin.getByRole('group', {
        name: t['admin.systemSettings.field.twoFactorRequiredRoles'],
      });
      await roles.getByRole('checkbox', { name: t['admin.users.role.admin'], exact: true }).check();
      await superadmin.getByRole('button', { name: t['admin.systemSettings.save'] }).click();
      await expect(superadmin.getByText(t['admin.systemSettings.saved'])).toBeVisible();
      const { email, name } = await newAdmin(browser, superadmin, language);

      const page = await (
        await browser.newContext({ viewport: { width: 360, height: 800 } })
      ).newPage();
      await openIn(page, language);
      await page.goto('/auth/login');
      await submitProviderLogin(page, email, NEW_ACCOUNT_PASSWORD);
      await checkProviderPage(page, language, t['idp.twoFactor.enrolTitle']);
      await expect(page.getByRole('img', { name: t['idp.twoFactor.qrAlt'] })).toBeVisible();
      const secret = ((await page.locator('#totp-secret').textContent()) ?? '').trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // By keyboard: the code field has focus; Enter sends the form.
      await expect(page.locator('#code')).toBeFocused();
      await page.keyboard.type(codeAt(secret));
      await page.keyboard.press('Enter');
      await checkProviderPage(page, language, t['idp.twoFactor.recoveryTitle']);
      const recoveryCodes = await page.locator('#recovery-codes code').allTextContents();
      expect(recoveryCodes).toHaveLength(10);
      await page.getByRole('button', { name: t['idp.twoFactor.continue'] }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await logOut(page, name);

      // Signed out: the password, then the app's next code (this step's was used to enrol).
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/auth/login');
      await submitProviderLogin(page, email, NEW_ACCOUNT_PASSWORD);
      await checkProviderPage(page, language, t['idp.twoFactor.title']);
      await page.locator('#code').fill('000000' === codeAt(secret) ? '111111' : '000000');
      await page.locator('#code').press('Enter');
      await expect(page.getByRole('alert')).toHaveText(t['idp.twoFactor.invalid']);
      expect(await severeAxeViolations(page)).toEqual([]);
      await page.locator('#code').fill(codeAt(secret, Date.now() + STEP_MS));
      await page.locator('#code').press('Enter');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await logOut(page, name);

      // Without the app: a recovery code, once.
      await page.goto('/auth/login');
      await submitProviderLogin(page, email, NEW_ACCOUNT_PASSWORD);
      await page.locator('#code').fill(recoveryCodes[0]!);
      await page.locator('#code').press('Enter');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.context().close();
    } finally {
      await restoreTwoFactor(superadmin);
      await superadmin.context().close();
    }
  });
}

test('a student turns two-factor on in the settings, and off again with the password (ar)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const t = MESSAGES.ar;
  const page = await (
    await browser.newContext({ viewport: { width: 360, height: 800 } })
  ).newPage();
  await openIn(page, 'ar');
  await signUpNewStudent(page, 'two-factor-settings');
  await page.goto('/dashboard/settings');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: t['account.twoFactor.start'] }).click();
  await expect(page.getByRole('img', { name: t['idp.twoFactor.qrAlt'] })).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
  const code = page.getByLabel(t['idp.twoFactor.code']);
  const turnOn = page.getByRole('button', { name: t['idp.twoFactor.enrolSubmit'] });
  await code.fill('12');
  await turnOn.click();
  await expect(page.getByText(t['auth.field.invalid'])).toBeVisible();
  await code.fill(codeAt(secret));
  await turnOn.click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  expect(await fitsWidth(page)).toBe(true);
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: t['account.twoFactor.saved'] }).click();

  const turnOff = page.getByRole('button', { name: t['account.twoFactor.disable'] });
  await expect(turnOff).toBeVisible();
  await turnOff.click();
  await expect(page.getByText(t['auth.field.required'])).toBeVisible();
  await page.getByLabel(t['idp.field.password'], { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await turnOff.click();
  await expect(page.getByRole('button', { name: t['account.twoFactor.start'] })).toBeVisible();
  await expect(page.getByText(t['account.twoFactor.off'])).toBeVisible();
  await page.context().close();
});
