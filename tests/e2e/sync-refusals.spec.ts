import { expect, test } from '@playwright/test';
import { type ApiErrorBody } from '../../shared/errors/api-error';
import {
  expectSynced,
  favouriteCard,
  signUpSyncStudent,
  programNumber,
  saveFavourite,
  SYNC_MESSAGES as m,
  syncLine,
} from './sync-helpers';

const PUSH = '**/api/sync/favorites/push';

/** What the API answers a document its schema refuses (a field named in `details`). */
const REFUSAL: ApiErrorBody = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'Invalid request. Please check your data.',
  details: [{ field: '0.newDocumentState.courseId', message: 'Invalid format' }],
};

test('a change the server refuses says why, and is sent again on Retry or undone on Discard', async ({
  page,
  request,
}) => {
  const saved = await programNumber(request, 5);
  await signUpSyncStudent(page);

  await page.route(PUSH, (route) => route.fulfill({ status: 400, json: REFUSAL }));
  await saveFavourite(page, saved);
  await page.goto('/dashboard/favorites');
  await expect(syncLine(page)).toContainText('1 change not saved', { timeout: 20_000 });
  await syncLine(page).click();
  await expect(page.getByText('Not saved (courseId): Invalid format')).toBeVisible();

  await page.unroute(PUSH);
  await page.getByRole('button', { name: m['sync.refusal.retry'] }).click();
  await expectSynced(page);
  await expect(favouriteCard(page, saved)).toBeVisible();

  // Refused again, the removal is discarded: the favourite the server holds comes back.
  await page.keyboard.press('Escape');
  await page.route(PUSH, (route) => route.fulfill({ status: 400, json: REFUSAL }));
  await favouriteCard(page, saved)
    .getByRole('button', { name: `Remove ${saved.title} from favourites` })
    .click();
  await expect(syncLine(page)).toContainText('1 change not saved', { timeout: 20_000 });
  await page.unroute(PUSH);
  await syncLine(page).click();
  await page.getByRole('button', { name: m['sync.refusal.discard'] }).click();
  await expectSynced(page);
  await expect(favouriteCard(page, saved)).toBeVisible();
});
