/**
 * A favourite whose program the catalogue no longer has (issue 11 item 3): the list shows it as
 * "no longer offered" with its id and a Remove button, never an error, in English and Arabic.
 */
import { expect, type Page, test } from '@playwright/test';
import { callAsPage, signedInUserId } from './auth-helpers';
import { signUpStudent } from './profile-helpers';
import { syncLine } from './sync-helpers';

/** An id no program of the catalogue has (the withdrawn program's). */
const WITHDRAWN_ID = 'withdrawn-program-0001';

/**
 * Saves a favourite of `courseId` from another device of the signed-in user: a push to the sync
 * API with the user's own access token, as the app's replication sends it.
 */
async function favouriteFromAnotherDevice(page: Page, courseId: string): Promise<void> {
  const userId = await signedInUserId(page);
  const answer = await callAsPage(page, '/api/sync/favorites/push', 'POST', [
    { newDocumentState: { id: courseId, userId, courseId, _deleted: false } },
  ]);
  expect(answer.status).toBe(200);
}

for (const language of ['en', 'ar'] as const) {
  test(`a favourite the catalogue no longer has is shown as no longer offered, and can be removed (${language})`, async ({
    page,
  }) => {
    const { t } = await signUpStudent(page, language);
    await favouriteFromAnotherDevice(page, WITHDRAWN_ID);

    await page.goto('/dashboard/favorites');
    const item = page.getByRole('listitem').filter({
      has: page.getByText(t['favorites.noLongerOffered.title'], { exact: true }),
    });
    await expect(item).toBeVisible();
    await expect(item).toContainText(WITHDRAWN_ID);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await item.getByRole('button', { name: t['favorites.remove'] }).click();
    await expect(item).toHaveCount(0);
    await expect(page.getByText(t['favorites.empty.title'])).toBeVisible();
    await expect(syncLine(page)).toContainText(t['sync.status.synced'], { timeout: 20_000 });
  });
}
