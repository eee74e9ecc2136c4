/**
 * Issue 16 item 6 in the browser: a super admin's "clear cache" reaches a visitor's browser. The
 * page compares the runtime cache version with the one it last applied, at start and on every
 * return online, and empties the service worker's runtime caches when it moved.
 */
import { expect, test } from '@playwright/test';
import { MAINTENANCE_PATHS } from '../../shared/maintenance/maintenance';
import {
  RUNTIME_CACHE_NAMES,
  RUNTIME_CACHE_VERSION_KEY,
} from '../../shared/maintenance/runtime-cache';
import { callAsPage, logInAs } from './auth-helpers';
import { openIn } from './public-fixtures';
import { controlledByServiceWorker } from './service-worker-helpers';

const MARKER = '/api/public/e2e-cache-marker';

test("a super admin's clear cache empties a visitor's runtime caches", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openIn(page, 'en');
  await page.goto('/courses');
  await controlledByServiceWorker(page);
  const applied = () =>
    page.evaluate((key) => localStorage.getItem(key), RUNTIME_CACHE_VERSION_KEY);
  await expect.poll(applied, { timeout: 30_000 }).not.toBeNull();
  const before = await applied();
  // A stand-in for what the visitor's browsing cached, in each runtime cache.
  await page.evaluate(
    async ({ names, marker }) => {
      for (const name of names) await (await caches.open(name)).put(marker, new Response('kept'));
    },
    { names: Object.values(RUNTIME_CACHE_NAMES), marker: MARKER },
  );
  const marked = () =>
    page.evaluate((marker) => caches.match(marker).then((hit) => hit !== undefined), MARKER);
  expect(await marked()).toBe(true);

  const operator = await browser.newContext();
  const admin = await operator.newPage();
  await openIn(admin, 'en');
  await logInAs(admin, 'superadmin');
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  const cleared = await callAsPage(admin, MAINTENANCE_PATHS.clearCache, 'POST', {});
  expect(cleared.status).toBe(200);
  const version = (cleared.body as { runtimeCacheVersion: string }).runtimeCacheVersion;
  expect(version).not.toBe(before);
  await operator.close();

  // Back online (as after a connection drop): the page applies the new version.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(applied, { timeout: 30_000 }).toBe(version);
  expect(await marked()).toBe(false);
});
