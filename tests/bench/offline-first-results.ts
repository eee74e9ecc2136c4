/**
 * Issue 10, item 4's figure: in Chromium, how long after an offline navigation to /courses the
 * first results show, when an earlier visit to the home page saved the catalogue in the
 * background. Each navigation loads a new document and a new catalogue worker, which reads the
 * saved copy back from IndexedDB: every one is a first offline list.
 */
import { chromium, type Page } from '@playwright/test';
import { catalogueSaved } from '../e2e/catalog-helpers';
import { openIn } from '../e2e/public-fixtures';

const CHROMIUM_PATH = '/usr/bin/chromium';
const SAVE_TIMEOUT_MS = 120_000;

async function waitUntilSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: SAVE_TIMEOUT_MS,
  });
  const deadline = Date.now() + SAVE_TIMEOUT_MS;
  // `page.evaluate` awaits the check's promise (a `waitForFunction` would take the promise itself).
  while (!(await page.evaluate(catalogueSaved))) {
    if (Date.now() > deadline) throw new Error('The catalogue was not saved for offline use');
    await page.waitForTimeout(250);
  }
}

/**
 * Milliseconds from the start of each of `rounds` offline navigations to /courses until its
 * first result card shows, by the page's own clock (`performance.now()` counts from the start of
 * the navigation), read just after the card appears.
 */
export async function timeFirstOfflineResults(baseUrl: string, rounds: number): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await openIn(page, 'en');
    await page.goto('/');
    await waitUntilSaved(page);
    await context.setOffline(true);
    const timings: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      await page.goto('/courses', { waitUntil: 'commit' });
      await page.locator('main li h2').first().waitFor({ state: 'visible' });
      timings.push(await page.evaluate(() => performance.now()));
    }
    return timings;
  } finally {
    await browser.close();
  }
}
