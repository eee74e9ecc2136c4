import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { ANALYTICS_PATHS } from '../../shared/analytics/analytics-events';
import { logInAs, MESSAGES, type TestLanguage, useLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';

const en = MESSAGES.en;
const today = () => new Date().toISOString().slice(0, 10);

/** Words no programme matches, new on every run, so this run's searches are told apart. */
/**
 * Search words no one else types, in letters only: a hex string can be mostly digits, which the
 * counters take for a phone number and do not keep (personal data).
 */
const uniqueWords = () =>
  `zq${Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function chooseCookies(
  page: Page,
  button: 'consent.acceptAll' | 'consent.rejectNonEssential',
  t: (typeof MESSAGES)[TestLanguage] = en,
) {
  await page
    .getByRole('region', { name: t['consent.banner.label'] })
    .getByRole('button', { name: t[button] })
    .click();
}

/** Whether the page's origin holds the analytics queue, which only the consented client opens. */
const hasAnalyticsQueue = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).some((database) => database.name === 'analytics'),
  );

/** Searches the course list for `words` (a fresh page each time, as a visitor coming back). */
async function searchCourses(page: Page, words: string) {
  await page.goto(`/courses?q=${words}`);
  await expect(page.locator('#course-results')).toBeVisible();
}

test.describe('analytics', () => {
  test('a visitor who declined analytics cookies sends nothing', async ({ page }) => {
    await useLanguage(page, 'en');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/analytics-api/')) sent.push(request.url());
    });
    await page.goto('/');
    await chooseCookies(page, 'consent.rejectNonEssential');
    await searchCourses(page, uniqueWords());
    await page.goto('/courses');
    await expect(page.locator('#course-results')).toBeVisible();
    expect(await hasAnalyticsQueue(page)).toBe(false);
    expect(sent).toEqual([]);
  });

  for (const language of ['en', 'ar'] as const satisfies TestLanguage[]) {
    test(`an admin sees today's searches of a consenting visitor (${language})`, async ({
      browser,
      page,
    }) => {
      const words = uniqueWords();
      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await useLanguage(visitor, language);
      await visitor.goto('/');
      await chooseCookies(visitor, 'consent.acceptAll', MESSAGES[language]);
      for (let i = 0; i < 3; i++) {
        const delivered = visitor.waitForResponse(
          (response) =>
            response.url().endsWith(ANALYTICS_PATHS.events) &&
            (response.request().postData() ?? '').includes(words),
        );
        await searchCourses(visitor, words);
        expect((await delivered).status()).toBe(202);
      }
      expect(await hasAnalyticsQueue(visitor)).toBe(true);
      await visitorContext.close();

      const t = MESSAGES[language];
      await useLanguage(page, language);
      await logInAs(page, 'admin');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.goto(`/admin/analytics?from=${today()}&to=${today()}`);
      await expect(
        page.getByRole('heading', { level: 1, name: t['admin.nav.analytics'] }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

      const zeroResults = page.locator('section').filter({
        has: page.getByRole('heading', {
          name: t['admin.analytics.zeroResultQueries'],
          exact: true,
        }),
      });
      await expect(zeroResults.getByRole('row').filter({ hasText: words })).toContainText(
        (3).toLocaleString(language === 'ar' ? 'ar' : 'en'),
      );
      const topQueries = page.locator('section').filter({
        has: page.getByRole('heading', { name: t['admin.analytics.topQueries'], exact: true }),
      });
      await expect(topQueries.getByRole('row').filter({ hasText: words })).toBeVisible();
      await expect(
        page.getByRole('img', { name: t['admin.analytics.dailyChartAlt'] }),
      ).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);

      // The period lives in the URL: a preset changes it and the report follows.
      await page
        .getByRole('button', {
          name: t['admin.analytics.lastDays'].replace(
            '{days, number}',
            (7).toLocaleString(language),
          ),
        })
        .click();
      await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
      await expect(zeroResults.getByRole('row').filter({ hasText: words })).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t['admin.analytics.download'] }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(
        /^analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
      );
    });
  }

  test('the analytics screen works at 360 px and by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await useLanguage(page, 'en');
    await logInAs(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/analytics?from=2001-01-01&to=2001-01-02');
    await expect(page.getByText(en['admin.analytics.empty'])).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const from = page.getByLabel(en['admin.analytics.from']);
    await from.focus();
    await page.keyboard.type('02012001');
    await page.getByRole('button', { name: en['admin.analytics.apply'] }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/from=2001-02-01&to=2001-01-02/);
    await expect(page.getByRole('alert')).toContainText(en['admin.analytics.invalidPeriod']);
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
