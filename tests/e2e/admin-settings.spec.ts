import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { type SiteSettings } from '../../shared/site-settings/site-settings-values';
import { severeAxeViolations } from './axe-helpers';
import { callAsPage, logInAs, MESSAGES, useLanguage } from './auth-helpers';

const SERVER_WORK = { timeout: 30_000 };

/** The page scrolls sideways by no more than a pixel (rounding) at its current width. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
  );
}

/** Puts `settings`' fields back over whatever revision is stored now. */
async function restore(page: Page, settings: SiteSettings): Promise<void> {
  const now = (await callAsPage(page, '/api/admin/site-settings')).body as SiteSettings;
  const { logo: _logo, favicon: _favicon, updatedAt: _at, ...fields } = settings;
  const answer = await callAsPage(page, '/api/admin/site-settings', 'PUT', {
    ...fields,
    revision: now.revision,
  });
  expect(answer.status).toBe(200);
}

test('an admin renames the site and a new visitor sees the name and the default language', async ({
  page,
  browser,
}) => {
  const t = MESSAGES.en;
  const title = `Atlas Study ${randomBytes(3).toString('hex')}`;
  await useLanguage(page, 'en');
  await logInAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SERVER_WORK);
  const original = (await callAsPage(page, '/api/admin/site-settings')).body as SiteSettings;

  try {
    await page.goto('/admin/settings');
    await expect(
      page.getByRole('heading', { level: 1, name: t['admin.settings.title'] }),
    ).toBeVisible(SERVER_WORK);
    await expect(page.getByLabel(t['admin.settings.field.title'])).toHaveValue(original.title);
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByLabel(t['admin.settings.field.title']).fill(title);
    await page.getByLabel(t['admin.settings.field.defaultLanguage']).selectOption('ar');
    await page.getByRole('button', { name: t['admin.settings.save'] }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t['admin.settings.saved'] }),
    ).toBeVisible(SERVER_WORK);
    // The admin's own tab follows at once.
    await expect(page).toHaveTitle(`${t['admin.settings.title']} · ${title}`);

    // A first visit from a browser in a language the site does not offer (German).
    const context = await browser.newContext({ locale: 'de-DE' });
    const visitor = await context.newPage();
    await visitor.goto('/courses');
    await expect(visitor).toHaveTitle(new RegExp(` · ${title}$`), SERVER_WORK);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(visitor.getByRole('banner').getByText(title)).toBeVisible();
    const manifest = (await (await visitor.request.get('/manifest.webmanifest')).json()) as {
      name: string;
    };
    expect(manifest.name).toBe(title);
    await context.close();
  } finally {
    await restore(page, original);
  }
});

test('the settings form speaks Arabic, right to left, and shows the spec messages', async ({
  page,
}) => {
  const t = MESSAGES.ar;
  await useLanguage(page, 'ar');
  await logInAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SERVER_WORK);
  await page.goto('/admin/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: t['admin.settings.title'] }),
  ).toBeVisible(SERVER_WORK);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await severeAxeViolations(page)).toEqual([]);

  const titleField = page.getByLabel(t['admin.settings.field.title']);
  await titleField.fill('');
  await page.getByRole('button', { name: t['admin.settings.save'] }).click();
  await expect(page.getByText(t['leads.error.required'])).toBeVisible();
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await fitsWidth(page)).toBe(true);
  expect(await severeAxeViolations(page)).toEqual([]);
});
