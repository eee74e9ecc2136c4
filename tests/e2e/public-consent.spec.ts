import { expect, test, type Page } from '@playwright/test';
import en from '../../locales/en.json';

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
const banner = (page: Page) => page.getByRole('region', { name: en['consent.banner.label'] });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
});

test('accept all turns every category on and hides the banner for good', async ({ page }) => {
  await banner(page).getByRole('button', { name: en['consent.acceptAll'] }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({
    status: 'accepted',
    preferences: { necessary: true, analytics: true, marketing: true, preferences: true },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('reject non-essential keeps only necessary cookies', async ({ page }) => {
  await banner(page).getByRole('button', { name: en['consent.rejectNonEssential'] }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({
    status: 'customized',
    preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
  });
});

test('customize: closing without saving removes customizing; saving stores customized', async ({
  page,
}) => {
  await banner(page).getByRole('button', { name: en['consent.customize'] }).click();
  const dialog = page.getByRole('dialog', { name: en['consent.dialog.title'] });
  await expect(dialog.getByRole('button', { name: en['consent.dialog.save'] })).toBeVisible();
  expect((await storedConsent(page)).status).toBe('customizing');
  await expect(
    dialog.getByRole('switch', { name: en['consent.category.necessary'] }),
  ).toBeChecked();
  await expect(
    dialog.getByRole('switch', { name: en['consent.category.necessary'] }),
  ).toBeDisabled();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await storedConsent(page)).toBeNull();
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole('button', { name: en['consent.customize'] }).click();
  await dialog.getByRole('switch', { name: en['consent.category.analytics'] }).click();
  await dialog.getByRole('button', { name: en['consent.dialog.save'] }).click();
  await expect(dialog).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({
    status: 'customized',
    preferences: { necessary: true, analytics: true, marketing: false, preferences: false },
  });

  // The footer link reopens the dialog with the saved choice; closing it keeps that choice.
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: en['consent.footerLink'] })
    .click();
  await expect(
    dialog.getByRole('switch', { name: en['consent.category.analytics'] }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: en['consent.dialog.close'] }).click();
  expect((await storedConsent(page)).status).toBe('customized');
  await expect(banner(page)).toHaveCount(0);
});
