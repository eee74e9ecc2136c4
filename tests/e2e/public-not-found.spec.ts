import { expect, test } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { openIn } from './public-fixtures';
import { VIEWPORTS } from './viewports';

/**
 * Issue 10 item 20: an unknown page is a real 404 for the browser and crawlers, still shows the
 * app's not-found page, and logs nothing alarming.
 */
/** Chromium reports each 404 response itself; those are the expected answers, not app errors. */
const isExpected404 = (text: string) => text.includes('status of 404');

for (const [language, messages] of [
  ['en', en],
  ['ar', ar],
] as const) {
  for (const viewport of VIEWPORTS) {
    for (const path of ['/no-such-page', '/no/such/page']) {
      test(`${path} answers 404 and shows the not-found page without console errors (${language}, ${viewport.name})`, async ({
        page,
      }) => {
        const problems: string[] = [];
        page.on('console', (message) => {
          const text = message.text();
          if (['error', 'warning'].includes(message.type()) && !isExpected404(text)) {
            problems.push(text);
          }
        });
        page.on('pageerror', (error) => problems.push(error.stack ?? error.message));
        await openIn(page, language);
        await page.setViewportSize(viewport);

        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          messages['page.notFound.title'],
        );
        await expect(page.getByRole('link', { name: messages['common.backHome'] })).toBeVisible();
        await expect(page).toHaveTitle(
          `${messages['page.notFound.title']} · ${messages['app.name']}`,
        );
        expect(problems).toEqual([]);
      });
    }
  }
}

test('a known page and a published content page answer 200', async ({ page }) => {
  await openIn(page, 'en');
  for (const path of ['/', '/courses', '/choosing-a-study-format']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
  }
});
