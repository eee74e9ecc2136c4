/**
 * Display preferences applied app-wide (issue 11 item 5, display): the theme (light, dark, or the
 * device's) reaches every public screen before its first paint and passes axe's colour contrast in
 * dark; the chosen time zone moves the moments the app shows.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { contentItemSchema } from '../../shared/content/content-item';
import { severeAxeViolations } from './axe-helpers';
import { firstCourses } from './catalog-helpers';
import { openIn } from './public-fixtures';
import { VIEWPORTS } from './viewports';

const MESSAGES = { en, ar } as const;

/** Starts the page with these saved preferences (the cookie choice made, so no banner). */
async function openWith(page: Page, preferences: Record<string, string>) {
  await openIn(page, 'en');
  await page.addInitScript((saved) => {
    if (sessionStorage.getItem('e2e-preferences')) return;
    sessionStorage.setItem('e2e-preferences', '1');
    localStorage.setItem('userPreferences', JSON.stringify(saved));
  }, preferences);
}

/** The relative luminance (0 black … 1 white) of an element's background, whatever colour syntax. */
function backgroundLuminance(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/** The page layout's own background: the surface every public screen sits on. */
const siteSurface = (page: Page) => page.locator('#root > div').first();

/**
 * Records whether <html> was dark when <body> was first parsed, i.e. before anything could be
 * painted, and any Content-Security-Policy refusal (the boot script runs inline by its hash).
 */
async function watchFirstPaint(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(message.text());
  });
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      sessionStorage.setItem(
        'e2e-dark-at-body',
        String(document.documentElement.classList.contains('dark')),
      );
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return refusals;
}

const darkAtFirstParse = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('e2e-dark-at-body'));

test.describe('theme', () => {
  test('dark chosen in the header turns the page dark, and a reload is dark from its first paint', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const refusals = await watchFirstPaint(page);
    await openIn(page, 'en');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isDark(page)).toBe(false);
    expect(await backgroundLuminance(siteSurface(page))).toBeGreaterThan(0.9);

    await page.getByRole('banner').getByRole('button', { name: en['theme.label'] }).click();
    await page.getByRole('option', { name: en['theme.dark'] }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await backgroundLuminance(siteSurface(page))).toBeLessThan(0.05);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('userPreferences')!)),
    ).toMatchObject({ theme: 'dark', language: 'en' });

    await page.reload();
    expect(await darkAtFirstParse(page)).toBe('true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await backgroundLuminance(siteSurface(page))).toBeLessThan(0.05);

    await page.getByRole('banner').getByRole('button', { name: en['theme.label'] }).click();
    await page.getByRole('option', { name: en['theme.light'] }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.reload();
    expect(await darkAtFirstParse(page)).toBe('false');
    expect(refusals).toEqual([]);
  });

  test('system follows the device, live and from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await watchFirstPaint(page);
    await openWith(page, { language: 'en', theme: 'system', currency: 'USD', timezone: 'UTC' });
    await page.goto('/courses');
    expect(await darkAtFirstParse(page)).toBe('true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test("the identity provider's login page opens in the chosen theme and passes axe in dark", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const refusals = await watchFirstPaint(page);
    await openWith(page, { language: 'ar', theme: 'dark', currency: 'USD', timezone: 'UTC' });
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await expect(page.locator('#password')).toBeVisible();
    expect(await darkAtFirstParse(page)).toBe('true');
    expect(await backgroundLuminance(page.locator('body'))).toBeLessThan(0.05);
    expect(await severeAxeViolations(page)).toEqual([]);
    expect(refusals).toEqual([]);
  });

  test('preferences saved before themes existed start on the device theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openWith(page, { language: 'en', currency: 'EUR' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: en['currency.label'] })).toContainText('EUR');
  });
});

/** Waits until the screen has replaced its loading placeholders with content. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [role="status"].animate-pulse')).toHaveCount(0);
}

for (const language of ['en', 'ar'] as const) {
  const m = MESSAGES[language];
  for (const viewport of VIEWPORTS) {
    test.describe(`dark theme, ${language}, ${viewport.name}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.emulateMedia({ colorScheme: 'light' });
        await openWith(page, { language, theme: 'dark', currency: 'USD', timezone: 'UTC' });
      });

      for (const screen of ['home', 'program list', 'a program'] as const) {
        test(`${screen} passes axe with colour contrast`, async ({ page, request }) => {
          const { items } = await firstCourses(request, 'limit=1');
          const path = { home: '/', 'program list': '/courses', 'a program': '' }[screen];
          await page.goto(path || `/course/${items[0]!.slug}`);
          await settled(page);
          await expect(page.locator('html')).toHaveClass(/\bdark\b/);
          expect(await severeAxeViolations(page)).toEqual([]);
        });
      }

      test('a form dialog with its error toast, and the theme menu, pass axe with colour contrast', async ({
        page,
      }) => {
        await page.goto('/about');
        await settled(page);
        const footer = page.getByRole('contentinfo');
        await footer
          .getByRole('textbox', { name: m['leads.newsletter.footerLabel'] })
          .fill('reader@example.org');
        await footer.getByRole('button', { name: m['leads.newsletter.subscribe'] }).click();
        const dialog = page.getByRole('dialog', { name: m['leads.newsletter.title'] });
        await dialog.getByRole('textbox', { name: m['leads.field.email'] }).fill('');
        await dialog.getByRole('button', { name: m['leads.newsletter.subscribe'] }).click();
        await expect(
          page.getByRole('status').filter({ hasText: m['leads.newsletter.invalidTitle'] }),
        ).toBeVisible();
        expect(await severeAxeViolations(page), 'newsletter dialog and its toast').toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);

        if (viewport.width < 1024) {
          await page.getByRole('button', { name: m['nav.openMenu'] }).click();
          const menu = page.getByRole('dialog');
          await expect(menu.getByRole('navigation')).toBeVisible();
          await menu.getByRole('button', { name: m['theme.label'] }).click();
        } else {
          await page.getByRole('banner').getByRole('button', { name: m['theme.label'] }).click();
        }
        await expect(page.getByRole('option', { name: m['theme.dark'] })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        expect(await severeAxeViolations(page), 'theme menu').toEqual([]);
      });
    });
  }
}

test.describe('time zone', () => {
  test('a moment is shown in the chosen zone, and changes with it', async ({ page, request }) => {
    const response = await request.get('/api/public/content/about?lang=en');
    const { updatedAt } = contentItemSchema.parse(await response.json());
    // 25 hours apart: whatever the moment, the two zones' calendars show different days.
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    const expected = zones.map((timeZone) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone }).format(new Date(updatedAt)),
    );
    expect(expected[0]).not.toBe(expected[1]);

    await openWith(page, { language: 'en', theme: 'system', currency: 'USD', timezone: zones[0]! });
    await page.goto('/about');
    await expect(page.getByText(`Last updated: ${expected[0]!}`)).toBeVisible();

    await page.evaluate((timezone) => {
      const saved = JSON.parse(localStorage.getItem('userPreferences')!) as object;
      localStorage.setItem('userPreferences', JSON.stringify({ ...saved, timezone }));
    }, zones[1]!);
    await page.reload();
    await expect(page.getByText(`Last updated: ${expected[1]!}`)).toBeVisible();
  });
});
