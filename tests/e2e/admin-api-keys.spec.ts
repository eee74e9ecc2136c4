/**
 * Issue 16 item 4 in the browser: a super admin creates a partner API key (shown once), calls the
 * partner API with it, rotates it and sees the old value refused once its grace is over (none
 * chosen here), then revokes it; English and Arabic, 360 px, keyboard, axe. An admin is refused
 * the screen with the spec's message, and the API refuses the admin too.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { PARTNER_API_KEY_HEADER, PARTNER_PATHS } from '../../shared/api-keys/partner-api';
import { callAsPage, failRequests, logInAs, MESSAGES, type TestLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { openIn } from './public-fixtures';
import { fitsWidth } from './layout-helpers';

const named = (message: string, name: string) => message.replace('{name}', name);

/** A partner's call to the catalogue feed with `key`: its status. */
async function feedStatus(page: Page, key: string): Promise<number> {
  const response = await page.request.get(`${PARTNER_PATHS.catalog}?limit=1`, {
    headers: { [PARTNER_API_KEY_HEADER]: key },
  });
  return response.status();
}

for (const language of ['en', 'ar'] as const satisfies TestLanguage[]) {
  const t = MESSAGES[language];

  test(`a super admin creates, uses, rotates and revokes a partner API key (${language})`, async ({
    page,
  }) => {
    // A sign-in, three writes and partner calls on a shared, slow machine.
    test.setTimeout(150_000);
    const name = `e2e partner ${language} ${randomBytes(3).toString('hex')}`;
    await page.setViewportSize({ width: 360, height: 800 });
    await openIn(page, language);
    await logInAs(page, 'superadmin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/api-management');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(
      page.getByRole('heading', { level: 1, name: t['admin.apiKeys.title'] }),
    ).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);

    // The new key, by keyboard; the shared schema refuses an empty name first.
    await page.getByRole('button', { name: t['admin.apiKeys.create'] }).click();
    const dialog = page.getByRole('dialog', { name: t['admin.apiKeys.create'] });
    await dialog.getByRole('button', { name: t['admin.apiKeys.createSubmit'] }).click();
    await expect(dialog.getByText(t['admin.apiKeys.error.nameRequired'])).toBeVisible();
    await dialog.getByLabel(t['admin.apiKeys.name']).focus();
    await page.keyboard.type(name);
    await dialog
      .getByRole('checkbox', { name: t['admin.apiKeys.permission.leads.write'], exact: true })
      .focus();
    await page.keyboard.press('Space');
    await dialog.getByLabel(t['admin.apiKeys.requestsPerHour']).fill('50');
    await dialog.getByLabel(t['admin.apiKeys.requestsPerDay']).fill('40');
    await dialog.getByRole('button', { name: t['admin.apiKeys.createSubmit'] }).click();
    await expect(dialog.getByText(t['admin.apiKeys.error.dayBelowHour'])).toBeVisible();
    await dialog.getByLabel(t['admin.apiKeys.requestsPerDay']).fill('500');
    expect(await severeAxeViolations(page)).toEqual([]);
    await dialog.getByLabel(t['admin.apiKeys.requestsPerDay']).press('Enter');

    // Shown once: the value works on the partner API at once.
    const issued = dialog.getByTestId('issued-api-key');
    await expect(issued).toHaveValue(/^sapk_[0-9A-Za-z]{36}$/, { timeout: 30_000 });
    const first = await issued.inputValue();
    expect(await severeAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t['admin.apiKeys.done'] }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('api-key').filter({
      has: page.getByRole('heading', { level: 2, name: new RegExp(name) }),
    });
    await expect(card).toContainText(first.slice(0, 11));
    await expect(card).not.toContainText(first.slice(11));
    await expect(card).toContainText(t['admin.apiKeys.neverUsed']);
    expect(await feedStatus(page, first)).toBe(200);
    await page.reload();
    await expect(card).not.toContainText(t['admin.apiKeys.neverUsed']);
    // Today's usage counts the call (in the language's digits).
    const today = new Date().toISOString().slice(0, 10);
    await expect(card.getByTestId(`usage-${today}`)).toHaveText(
      new Intl.NumberFormat(language).format(1),
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(await severeAxeViolations(page)).toEqual([]);

    // Rotation without grace: a new value at once, the old one refused from now on.
    await card.getByRole('button', { name: named(t['admin.apiKeys.rotateNamed'], name) }).click();
    const rotate = page.getByRole('dialog', { name: named(t['admin.apiKeys.rotateNamed'], name) });
    await rotate.getByLabel(t['admin.apiKeys.grace']).selectOption('0');
    expect(await severeAxeViolations(page)).toEqual([]);
    await rotate.getByRole('button', { name: t['admin.apiKeys.rotate'], exact: true }).click();
    const rotated = rotate.getByTestId('issued-api-key');
    await expect(rotated).toHaveValue(/^sapk_/, { timeout: 30_000 });
    const second = await rotated.inputValue();
    expect(second).not.toBe(first);
    await rotate.getByRole('button', { name: t['admin.apiKeys.done'] }).click();
    expect(await feedStatus(page, first)).toBe(401);
    expect(await feedStatus(page, second)).toBe(200);
    await expect(card).toContainText(second.slice(0, 11));
    await expect(card).not.toContainText(first.slice(0, 11));

    // Revoked after a confirmation: nothing opens the key any more.
    await card.getByRole('button', { name: named(t['admin.apiKeys.revokeNamed'], name) }).click();
    const confirm = page.getByRole('dialog', { name: t['admin.apiKeys.revokeTitle'] });
    await confirm.getByRole('button', { name: t['admin.apiKeys.revoke'], exact: true }).click();
    await expect(confirm).toBeHidden({ timeout: 30_000 });
    await expect(card).toContainText(t['admin.apiKeys.status.revoked']);
    expect(await feedStatus(page, second)).toBe(401);
  });
}

test('an admin is refused API management with the spec message, by the screen and the API', async ({
  page,
}) => {
  const t = MESSAGES.en;
  await openIn(page, 'en');
  await logInAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/api-management');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['auth.guard.superadminTitle']);
  await expect(page.getByRole('alert')).toHaveText(t['auth.guard.superadminRequired']);
  expect((await callAsPage(page, '/api/admin/api-keys')).status).toBe(403);
  expect(await severeAxeViolations(page)).toEqual([]);
});

test('the key list shows a failed load with a retry, and an empty list', async ({ page }) => {
  test.setTimeout(90_000);
  const t = MESSAGES.en;
  await openIn(page, 'en');
  await logInAs(page, 'superadmin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await failRequests(page, '**/api/admin/api-keys', 500);
  await page.goto('/admin/api-management');
  await expect(page.getByText(t['error.call.server'])).toBeVisible({ timeout: 30_000 });
  expect(await severeAxeViolations(page)).toEqual([]);
  // The next answer, as a database without keys gives it (a later route takes precedence).
  await page.route('**/api/admin/api-keys', (route) => route.fulfill({ json: { keys: [] } }));
  await page.getByRole('button', { name: t['dashboard.overview.retry'] }).click();
  await expect(page.getByText(t['admin.apiKeys.empty'])).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
});
