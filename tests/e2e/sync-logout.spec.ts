import { expect, test } from '@playwright/test';
import { expectSynced, signUpSyncStudent, SYNC_STUDENT_NAME, userDatabases } from './sync-helpers';

test('logging out deletes the local database of the user', async ({ page }) => {
  await signUpSyncStudent(page);
  await page.goto('/dashboard/favorites');
  await expectSynced(page);
  expect(await userDatabases(page)).not.toEqual([]);

  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(SYNC_STUDENT_NAME) })
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => userDatabases(page)).toEqual([]);
});
