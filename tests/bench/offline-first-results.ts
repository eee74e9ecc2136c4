/**
 * Issue 10, item 4's figure: in Chromium, how long after an offline navigation to /courses the
 * first results show, when an earlier visit to the home page saved the catalogue in the
 * background. Each navigation loads a new document and a new catalogue worker, which reads the
 * saved copy back from IndexedDB: every one is a first offline list.
 *
 * `npm run bench` prints it after the API figures; run alone (a minute or two, the sample
 * catalogue of the product's embedded defaults), `node -r ./tests/bench/register.js
 * tests/bench/offline-first-results.ts` starts the built product and prints the navigations.
 */
import { chromium, type Page } from '@playwright/test';
import { catalogueSaved } from '../e2e/catalog-helpers';
import { openIn } from '../e2e/public-fixtures';
import { startServerProcess } from '../harness/server-process';

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

/** Where the page notes when its first result card was added to the document. */
const FIRST_CARD_AT = '__benchFirstCardAt';

/**
 * Milliseconds from the start of each of `rounds` offline navigations to /courses until its
 * first result card is in the document, by the page's own clock (`performance.now()` counts from
 * the start of the navigation), noted by the page itself as the card is added: a reading taken
 * after Playwright has seen the card would add its polling and round trips to the figure.
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
    await page.addInitScript((key) => {
      const noteFirstCard = (_: unknown, observer: MutationObserver) => {
        if (!document.querySelector('main li h2')) return;
        (window as unknown as Record<string, number>)[key] = performance.now();
        observer.disconnect();
      };
      new MutationObserver(noteFirstCard).observe(document, { childList: true, subtree: true });
    }, FIRST_CARD_AT);
    await page.goto('/');
    await waitUntilSaved(page);
    await context.setOffline(true);
    const timings: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      await page.goto('/courses', { waitUntil: 'commit' });
      await page.locator('main li h2').first().waitFor({ state: 'visible' });
      timings.push(
        await page.evaluate(
          (key) => (window as unknown as Record<string, number>)[key]!,
          FIRST_CARD_AT,
        ),
      );
    }
    return timings;
  } finally {
    await browser.close();
  }
}

const STANDALONE_NAVIGATIONS = 7;

async function main(): Promise<void> {
  const server = await startServerProcess({ LOG_LEVEL: 'error' });
  try {
    const timings = await timeFirstOfflineResults(server.baseUrl, STANDALONE_NAVIGATIONS);
    const sorted = [...timings].sort((a, b) => a - b);
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(`offline /courses, first results (target ≤ 300 ms): ${timings.map(ms).join(', ')}`);
    console.log(
      `median ${ms(sorted[Math.floor(sorted.length / 2)]!)}, fastest ${ms(sorted[0]!)}, ` +
        `slowest ${ms(sorted.at(-1)!)}`,
    );
  } finally {
    await server.stop();
  }
}

if (require.main === module) {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
