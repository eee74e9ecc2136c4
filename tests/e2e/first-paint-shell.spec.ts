/**
 * Issue 10's speed target: the HTML of `/`, `/courses` and a program's page already holds the
 * page's top in the visitor's language (shared/first-paint/first-paint-shell.ts), painted before
 * any script runs, and the app replaces it without moving anything. Blocking every script file
 * shows what the browser paints before the entry arrives.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { CONSENT_STORAGE_KEY } from '../../shared/consent/consent-storage-key';
import { SHELL_ATTRIBUTE } from '../../shared/first-paint/first-paint-markers';
import { PREFERENCES_STORAGE_KEY } from '../../shared/preferences/display-preferences';
import { severeAxeViolations } from './axe-helpers';
import { firstCourses } from './catalog-helpers';
import { VIEWPORTS } from './viewports';

const LANGUAGES = [
  { language: 'en', browser: 'en-US', m: en, other: 'ar' },
  { language: 'ar', browser: 'ar-EG', m: ar, other: 'en' },
] as const;

const SHELL = `[${SHELL_ATTRIBUTE}]`;

/** What the tests compare between the shell and the app, found alike in both (inside #root). */
const PARTS = {
  header: '#root header >> nth=0',
  heading: '#root main h1',
  cookieBanner: '#root section.fixed.bottom-0',
} as const;

/** Keeps every script file from loading: the page stays as its HTML and inline scripts paint it. */
const blockScripts = (page: Page) =>
  page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );

/** Sums the page's layout shifts not caused by input (Chromium's entries), from the start. */
function recordLayoutShift(page: Page) {
  return page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);

async function boxes(page: Page): Promise<Record<keyof typeof PARTS, unknown>> {
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    return found && Object.fromEntries(Object.entries(found).map(([k, v]) => [k, Math.round(v)]));
  };
  return {
    header: await box(page.locator(PARTS.header)),
    heading: await box(page.locator(PARTS.heading)),
    cookieBanner: await box(page.locator(PARTS.cookieBanner)),
  };
}

for (const { language, browser, m, other } of LANGUAGES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`the first-paint shell (${language}, ${viewport.name})`, () => {
      test.use({ locale: browser, viewport: { width: viewport.width, height: viewport.height } });

      const pages = [
        { name: '/', heading: () => m['home.hero.title'] },
        { name: '/courses', heading: () => m['page.courses.title'] },
        { name: 'a program page', heading: (title: string) => title },
      ];
      for (const shown of pages) {
        test(`${shown.name}: painted before the scripts, then replaced by the app in place`, async ({
          page,
          request,
        }) => {
          const [course] = (await firstCourses(request, 'limit=1')).items;
          const path =
            shown.name === 'a program page'
              ? `/course/${encodeURIComponent(course!.slug)}`
              : shown.name;
          const heading = shown.heading(course!.title);

          await blockScripts(page);
          await page.goto(path);
          const shell = page.locator(SHELL);
          await expect(shell.locator('h1')).toHaveText(heading);
          await expect(shell.locator('h1')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(shell).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
          await expect(shell.locator(PARTS.cookieBanner.replace('#root ', ''))).toBeVisible();
          // Hidden from assistive technology and the keyboard: the app takes over in a moment.
          await expect(page.getByRole('heading')).toHaveCount(0);
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
          const shellBoxes = await boxes(page);

          await page.unrouteAll();
          await recordLayoutShift(page);
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.locator(SHELL)).toHaveCount(0);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page.getByRole('region', { name: m['consent.banner.label'] })).toBeVisible();
          expect(await boxes(page)).toEqual(shellBoxes);
          expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
          expect(await severeAxeViolations(page)).toEqual([]);
        });
      }

      test('without the cookie banner once the visitor chose', async ({ page }) => {
        await page.addInitScript((key) => {
          localStorage.setItem(
            key,
            JSON.stringify({
              status: 'accepted',
              statusBeforeCustomizing: null,
              preferences: {
                necessary: true,
                analytics: false,
                marketing: false,
                preferences: true,
              },
            }),
          );
        }, CONSENT_STORAGE_KEY);
        await blockScripts(page);
        await page.goto('/courses');
        await expect(page.locator(SHELL).locator('h1')).toBeVisible();
        await expect(page.locator(PARTS.cookieBanner)).toBeHidden();
      });

      test('hidden when the visitor saved another language, which the app then shows', async ({
        page,
      }) => {
        await page.addInitScript(
          ([key, language]) =>
            localStorage.setItem(key, JSON.stringify({ language, theme: 'system' })),
          [PREFERENCES_STORAGE_KEY, other] as const,
        );
        await blockScripts(page);
        await page.goto('/');
        await expect(page.locator(SHELL)).toBeAttached();
        await expect(page.locator(SHELL)).toBeHidden();

        await page.unrouteAll();
        await page.goto('/');
        const messages = other === 'ar' ? ar : en;
        await expect(
          page.getByRole('heading', { level: 1, name: messages['home.hero.title'] }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', other);
      });
    });
  }
}

test('other pages keep the HTML as built', async ({ request }) => {
  const answer = await request.get('/about', { headers: { 'Accept-Language': 'ar' } });
  expect(await answer.text()).not.toContain(SHELL_ATTRIBUTE);
  expect(await answer.text()).toContain('<div id="root"></div>');
});

test('the HTML follows the browser language the request names', async ({ request }) => {
  const arabic = await (
    await request.get('/', { headers: { 'Accept-Language': 'ar-EG,en' } })
  ).text();
  expect(arabic).toContain('<html lang="ar" dir="rtl">');
  expect(arabic).toContain(ar['home.hero.title']);
  const english = await (await request.get('/', { headers: { 'Accept-Language': 'en' } })).text();
  expect(english).toContain(en['home.hero.title']);
});
