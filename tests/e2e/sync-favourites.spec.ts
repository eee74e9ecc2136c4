import { expect, test } from '@playwright/test';
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

test.describe.configure({ mode: 'serial' });

test('a favourite saved online is listed, and still listed after an offline reload', async ({
  page,
  context,
  request,
}) => {
  const course = await programNumber(request, 0);
  await signUpSyncStudent(page);
  // The list shows programs from the catalogue saved on the device.
  await waitUntilOfflineReady(page);

  await saveFavourite(page, course);
  await expect(page.getByRole('status')).toContainText('Saved to your favourites.');
  await page.getByRole('link', { name: 'See your favourites' }).click();
  await expect(page).toHaveURL(/\/dashboard\/favorites$/);
  await expect(favouriteCard(page, course)).toBeVisible();
  await expectSynced(page);

  await context.setOffline(true);
  await page.reload();
  await expect(favouriteCard(page, course)).toBeVisible();
  await expect(syncLine(page)).toContainText('Offline');
  await context.setOffline(false);
});

test('a favourite removed from the list goes, and the course page no longer shows it pressed', async ({
  page,
  request,
}) => {
  const course = await programNumber(request, 1);
  await signUpSyncStudent(page);
  await saveFavourite(page, course);
  await page.goto('/dashboard/favorites');
  const card = favouriteCard(page, course);
  await card.getByRole('button', { name: `Remove ${course.title} from favourites` }).click();
  await expect(card).toHaveCount(0);
  await expectSynced(page);
  await page.goto(`/course/${course.slug}`);
  await expect(page.getByRole('button', { name: m['catalog.favourite.button'] })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a student reopening the app offline after the worker forgot its answers still gets their favourites', async ({
  page,
  context,
  request,
}) => {
  const course = await programNumber(request, 2);
  await signUpSyncStudent(page);
  await waitUntilOfflineReady(page);
  await saveFavourite(page, course);
  await page.goto('/dashboard/favorites');
  await expect(favouriteCard(page, course)).toBeVisible();
  await expectSynced(page);

  // The worker keeps API answers a week at most: a week later none is left, the login is.
  await page.evaluate(() => caches.delete('public-api'));
  await context.setOffline(true);
  await page.reload();
  await expect(favouriteCard(page, course)).toBeVisible();
  await expect(page.getByText(m['auth.error.initialization']!)).toHaveCount(0);
  await context.setOffline(false);
});
