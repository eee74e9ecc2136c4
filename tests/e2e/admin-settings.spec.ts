import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { type SiteSettings } from '../../shared/site-settings/site-settings-values';
import { severeAxeViolations } from './axe-helpers';
import { startServerProcess, type ServerProcess } from '../harness/server-process';
import { callAsPage, logInAs, MESSAGES, seededAccount, useLanguage } from './auth-helpers';

const SERVER_WORK = { timeout: 30_000 };

/** The page scrolls sideways by no more than a pixel (rounding) at its current width. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
  );
}

/**
 * Saved settings reach every visitor of the server, so the spec that changes them has a server of
 * its own: a first visit by another spec meanwhile would open in the changed default language.
 */
test.describe('on a server of its own', () => {
  let server: ServerProcess;

  test.beforeAll(async () => {
    // No sample catalogue: the settings and the users list do not need it, and it starts faster.
    server = await startServerProcess({ SEED_ON_START: 'false' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an admin renames the site and a new visitor sees the name and the default language', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = MESSAGES.en;
    const title = `Atlas Study ${randomBytes(3).toString('hex')}`;
    const adminContext = await browser.newContext({ baseURL: server.baseUrl });
    const page = await adminContext.newPage();
    await useLanguage(page, 'en');
    await logInAs(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/, SERVER_WORK);
    const original = (await callAsPage(page, '/api/admin/site-settings')).body as SiteSettings;

    await page.goto('/admin/settings');
    await expect(
      page.getByRole('heading', { level: 1, name: t['admin.settings.title'] }),
    ).toBeVisible(SERVER_WORK);
    await expect(page.getByLabel(t['admin.settings.field.title'])).toHaveValue(original.title);
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByLabel(t['admin.settings.field.title']).fill(title);
    await page.getByLabel(t['admin.settings.field.defaultLanguage']).selectOption('ar');
    await page.getByLabel(t['admin.settings.field.dateFormat']).selectOption('yyyy-MM-dd');
    await page.getByLabel(t['admin.settings.field.timeFormat']).selectOption('h:mm a');
    await page.getByRole('button', { name: t['admin.settings.save'] }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t['admin.settings.saved'] }),
    ).toBeVisible(SERVER_WORK);
    // The admin's own tab follows at once.
    await expect(page).toHaveTitle(`${t['admin.settings.title']} · ${title}`);

    // Dates everywhere follow the site's format: the users list's "Joined" and "Last login".
    await page.goto('/admin/users');
    const admin = page.getByRole('row').filter({ hasText: seededAccount('admin').email });
    await expect(admin).toContainText(/\d{4}-\d{2}-\d{2}, \d{1,2}:\d{2} (AM|PM)/, SERVER_WORK);

    // A first visit from a browser in a language the site does not offer (German).
    const context = await browser.newContext({ locale: 'de-DE', baseURL: server.baseUrl });
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
    await adminContext.close();
  });
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
