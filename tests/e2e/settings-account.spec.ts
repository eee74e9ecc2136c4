import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_DELETION_WORDS } from '../../shared/account/account-deletion';
import {
  expireAccessTokensOnNextLoad,
  MESSAGES,
  NEW_ACCOUNT_PASSWORD,
  signUpNewStudent,
  submitProviderLogin,
  type TestLanguage,
  useLanguage,
} from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { VIEWPORTS } from './viewports';

const PASSWORD = NEW_ACCOUNT_PASSWORD;
const NEW_PASSWORD = 'Newer#Pass2';

/** Signs a new student up through the provider's page (one account per test) and opens settings. */
async function signUpAndOpenSettings(page: Page, language: TestLanguage = 'en') {
  await useLanguage(page, language);
  const email = await signUpNewStudent(page, `settings-${language}`, 'Sami Settings');
  await page.goto('/dashboard/settings');
  const t = MESSAGES[language];
  await expect(
    page.getByRole('heading', { level: 1, name: t['dashboard.nav.settings'] }),
  ).toBeVisible();
  return { email, t };
}

/** A browser that has forgotten the session: the next login has to type a password. */
async function forgetSession(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test('changes the password, and the new one logs in while the old one no longer does', async ({
  page,
}) => {
  const { email, t } = await signUpAndOpenSettings(page);
  const current = page.getByLabel(t['account.password.current'], { exact: true });
  const next = page.getByLabel(t['account.password.new'], { exact: true });
  const confirm = page.getByLabel(t['account.password.confirm'], { exact: true });
  const submit = page.getByRole('button', { name: t['account.password.submit'] });

  // Checked in the browser first: the policy of spec §5 and the confirmation.
  await next.fill('weakpass');
  await submit.click();
  await expect(page.getByText(t['auth.password.required'])).toBeVisible();
  await expect(page.getByText(t['auth.password.uppercase'])).toBeVisible();
  await expect(next).toHaveAttribute('aria-invalid', 'true');

  // Then by the API: a wrong current password.
  await current.fill('Wrong#Pass9');
  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(t['account.password.wrongCurrent']);

  await current.fill(PASSWORD);
  await submit.click();
  await expect(page.getByText(t['account.password.changed'])).toBeVisible();
  await expect(current).toHaveValue('');

  await forgetSession(page);
  await page.goto('/auth/login');
  await submitProviderLogin(page, email, PASSWORD);
  await expect(page.getByText(t['idp.login.invalid'])).toBeVisible();
  await submitProviderLogin(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signs out of all devices: this one goes to the site root, the other must log in again', async ({
  page,
  browser,
}) => {
  const { email, t } = await signUpAndOpenSettings(page);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/auth/login');
  await submitProviderLogin(other, email, PASSWORD);
  await expect(other).toHaveURL(/\/dashboard$/);
  // Its tab closes meanwhile: an open one's own next call, refused, sends it to the login page
  // by itself, and that navigation aborted the visit below. The device (its storage) stays.
  await other.close();

  await page.getByRole('button', { name: t['account.signOutAll.submit'] }).click();
  await expect(page).toHaveURL(/\/$/);

  // The other device's next token renewal is refused, and its provider session is over too.
  const later = await otherContext.newPage();
  await expireAccessTokensOnNextLoad(later);
  await later.goto('/dashboard/settings');
  await expect(later).toHaveURL(/\/idp\/interaction\//);
  await expect(later.locator('#password')).toBeVisible();
  await otherContext.close();
});

test('downloads my data as a JSON file holding my account', async ({ page }) => {
  const { email, t } = await signUpAndOpenSettings(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t['account.export.submit'] }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
    login: { name: string };
  };
  expect(data.account.email).toBe(email);
  expect(data.login.name).toBe('Sami Settings');
  await expect(page.getByText(t['account.export.done'])).toBeVisible();
});

test('deletes the account after the typed confirmation word: signed out, and the login is gone', async ({
  page,
}) => {
  const { email, t } = await signUpAndOpenSettings(page);
  const open = page.getByRole('button', { name: t['account.delete.open'] });

  // By keyboard: the dialog takes focus into the word field, Escape closes it, focus comes back.
  await open.focus();
  await page.keyboard.press('Enter');
  // Headless UI's dialog element itself has no box; its panel and contents do.
  const dialog = page.getByRole('dialog', { name: t['account.delete.dialogTitle'] });
  const word = dialog.getByLabel(t['account.delete.wordLabel']);
  await expect(word).toBeVisible();
  await expect(word).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await word.fill('delete it');
  await dialog.getByRole('button', { name: t['account.delete.confirm'] }).click();
  await expect(dialog.getByText(t['account.delete.wrongWord'])).toBeVisible();
  await expect(word).toHaveAttribute('aria-invalid', 'true');

  await word.fill(ACCOUNT_DELETION_WORDS.en);
  await dialog.getByRole('button', { name: t['account.delete.confirm'] }).click();
  // Signed out at the provider and back at the site root, with no login kept in the browser.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await submitProviderLogin(page, email, PASSWORD);
  await expect(page.getByText(t['idp.login.invalid'])).toBeVisible();
});

for (const language of ['en', 'ar'] as const) {
  test(`settings pass axe and fit at every width, dialog included (${language})`, async ({
    page,
  }) => {
    const { t } = await signUpAndOpenSettings(page, language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expect(
        page.getByRole('heading', { name: t['settings.section.account'] }),
      ).toBeVisible();
      expect(await severeAxeViolations(page), viewport.name).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, viewport.name).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: t['account.delete.open'] }).click();
      const dialog = page.getByRole('dialog', { name: t['account.delete.dialogTitle'] });
      await expect(dialog).toContainText(ACCOUNT_DELETION_WORDS[language]);
      expect(await severeAxeViolations(page), `${viewport.name} dialog`).toEqual([]);
      await dialog.getByRole('button', { name: t['account.delete.cancel'] }).click();
      await expect(dialog).toHaveCount(0);
    }
  });
}
