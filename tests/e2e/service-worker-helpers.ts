import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the service worker controls `page`, reloading it if needed. The worker claims the
 * pages open when it activates, but a navigation still in flight at that moment commits without
 * it, and that page stays uncontrolled until its next load; waiting for the controller alone then
 * never ends. The reload is the visit a student makes next, which the active worker serves.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
