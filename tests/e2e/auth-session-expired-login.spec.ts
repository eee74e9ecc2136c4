import { expect, test } from '@playwright/test';

test('a visitor sent to /login because the session ended lands home and learns why', async ({
  page,
}) => {
  await page.goto('/login?error=session_expired');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
});

test('/login without an error simply leads home', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Session expired. Please log in again.')).toHaveCount(0);
});
