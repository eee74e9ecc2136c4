import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { logInNewStudent } from './auth-helpers';
import { waitUntilOfflineReady } from './catalog-helpers';
import {
  expectSynced,
  favouriteCard,
  signUpSyncStudent,
  programNumber,
  saveFavourite,
  SYNC_MESSAGES as m,
  syncLine,
} from './sync-helpers';

// Two signed-in devices, each saving the catalogue for offline use, take longer than one page.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/**
 * A signed-in device, its own browser context, on /dashboard/favorites: of a new student, or of
 * the student whose e-mail is given (their second device). Resolves with the student's e-mail too.
 */
async function device(
  browser: Browser,
  email?: string,
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (email) await logInNewStudent(page, email);
  else email = await signUpSyncStudent(page);
  await waitUntilOfflineReady(page);
  await page.goto('/dashboard/favorites');
  return { context, page, email };
}

test('a favourite removed offline reaches the second device once the first is back online', async ({
  browser,
  request,
}) => {
  const course = await programNumber(request, 2);
  const laptop = await device(browser);
  const phone = await device(browser, laptop.email);
  await saveFavourite(laptop.page, course);
  await laptop.page.goto('/dashboard/favorites');
  await expect(favouriteCard(phone.page, course)).toBeVisible({ timeout: 20_000 });

  await laptop.context.setOffline(true);
  await favouriteCard(laptop.page, course)
    .getByRole('button', { name: `Remove ${course.title} from favourites` })
    .click();
  await expect(favouriteCard(laptop.page, course)).toHaveCount(0);
  await expect(syncLine(laptop.page)).toContainText('Offline · 1 waiting');
  // The phone keeps it while the laptop cannot send the change.
  await expect(favouriteCard(phone.page, course)).toBeVisible();

  await laptop.context.setOffline(false);
  await expectSynced(laptop.page);
  // The phone is told over its socket and pulls, without a reload.
  await expect(favouriteCard(phone.page, course)).toHaveCount(0, { timeout: 20_000 });
  await laptop.context.close();
  await phone.context.close();
});

test('two tabs share one database: one replicates, both show every change', async ({
  browser,
  request,
}) => {
  const course = await programNumber(request, 3);
  const context = await browser.newContext();
  const first = await context.newPage();
  await signUpSyncStudent(first);
  await waitUntilOfflineReady(first);
  await first.goto('/dashboard/favorites');
  await expectSynced(first);
  const second = await context.newPage();
  await second.goto('/dashboard/favorites');
  await expectSynced(second);

  const syncCalls = { first: 0, second: 0 };
  first.on('request', (call) => {
    if (call.url().includes('/api/sync/')) syncCalls.first += 1;
  });
  second.on('request', (call) => {
    if (call.url().includes('/api/sync/')) syncCalls.second += 1;
  });

  await saveFavourite(second, course);
  await expect(favouriteCard(first, course)).toBeVisible({ timeout: 20_000 });
  await expectSynced(first);
  await second.goto('/dashboard/favorites');
  await expect(favouriteCard(second, course)).toBeVisible();
  await favouriteCard(second, course)
    .getByRole('button', { name: `Remove ${course.title} from favourites` })
    .click();
  await expect(favouriteCard(first, course)).toHaveCount(0);
  await expectSynced(first);
  await expectSynced(second);

  // The first tab was elected: it pushed and pulled for both; the second only wrote locally.
  expect(syncCalls.first).toBeGreaterThan(0);
  expect(syncCalls.second).toBe(0);
  await context.close();
});

test('a favourite saved offline on one device while another removed it stays saved (add wins), and the user is told', async ({
  browser,
  request,
}) => {
  const course = await programNumber(request, 4);
  const laptop = await device(browser);
  const phone = await device(browser, laptop.email);

  // The phone goes offline before the laptop saves the program and removes it again: the phone
  // never sees the favourite nor its tombstone.
  await phone.context.setOffline(true);
  await saveFavourite(laptop.page, course);
  await laptop.page.goto('/dashboard/favorites');
  await expectSynced(laptop.page);
  await favouriteCard(laptop.page, course)
    .getByRole('button', { name: `Remove ${course.title} from favourites` })
    .click();
  await expect(favouriteCard(laptop.page, course)).toHaveCount(0);
  await expectSynced(laptop.page);

  // Offline, the phone saves the same program (from its saved catalogue).
  await saveFavourite(phone.page, course);
  await phone.page.goto('/dashboard/favorites');
  await expect(favouriteCard(phone.page, course)).toBeVisible();
  await expect(syncLine(phone.page)).toContainText('Offline · 1 waiting');

  // Back online, its save meets the tombstone: set union with tombstones keeps the favourite.
  await phone.context.setOffline(false);
  await expect(phone.page.getByText(m['sync.conflict.favoriteRestored'])).toBeVisible({
    timeout: 30_000,
  });
  await expect(favouriteCard(phone.page, course)).toBeVisible();
  await expectSynced(phone.page);
  await expect(favouriteCard(laptop.page, course)).toBeVisible({ timeout: 20_000 });
  await laptop.context.close();
  await phone.context.close();
});
