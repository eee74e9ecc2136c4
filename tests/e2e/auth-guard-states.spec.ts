import { expect, type Page, test } from '@playwright/test';
import {
  expireAccessTokensOnNextLoad,
  failRequests,
  holdRequests,
  logInAs,
  MESSAGES,
  TOKEN_ENDPOINT,
  useLanguage,
} from './auth-helpers';

/** The guard's hint appears after a real 5 s (spec §9), so its wait needs room beyond that. */
const SLOW_HINT_TIMEOUT_MS = 15_000;

// page.route cannot see requests a service worker answers; these tests are about the guard.
test.use({ serviceWorkers: 'block' });

/** A signed-in student whose next silent login has to exchange the refresh token. */
async function signedInWithExpiredAccessToken(page: Page) {
  await logInAs(page, 'student');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expireAccessTokensOnNextLoad(page);
}

for (const language of ['en', 'ar'] as const) {
  const t = MESSAGES[language];

  test.describe(`login guard states (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('a slow silent login shows the spinner, then the hint, then the screen', async ({
      page,
    }) => {
      await signedInWithExpiredAccessToken(page);
      const tokenCall = await holdRequests(page, TOKEN_ENDPOINT);
      await page.goto('/dashboard/favorites');
      await tokenCall.arrived;

      const spinner = page.getByRole('status').filter({ hasText: t['auth.guard.checking'] });
      await expect(spinner).toBeVisible();
      await expect(spinner.getByText(t['auth.guard.slow'])).toBeVisible({
        timeout: SLOW_HINT_TIMEOUT_MS,
      });
      await expect(spinner.getByRole('link', { name: t['auth.guard.refresh'] })).toHaveAttribute(
        'href',
        /\/dashboard\/favorites$/,
      );

      tokenCall.release();
      await expect(
        page.getByRole('heading', { level: 1, name: t['dashboard.nav.favorites'] }),
      ).toBeVisible();
      await expect(spinner).toHaveCount(0);
      await expect(page).toHaveURL(/\/dashboard\/favorites$/);
    });

    for (const [failure, messageId] of [
      ['abort', 'auth.message.checkNetwork'],
      [503, 'auth.message.checkUnknown'],
    ] as const) {
      test(`a failed silent login (${failure}) shows the error card; Try Again then succeeds`, async ({
        page,
      }) => {
        await signedInWithExpiredAccessToken(page);
        const tokenCall = await failRequests(page, TOKEN_ENDPOINT, failure);
        await page.goto('/dashboard/favorites');
        await tokenCall.arrived;

        await expect(
          page.getByRole('heading', { level: 1, name: t['auth.guard.loginTitle'] }),
        ).toBeVisible({ timeout: SLOW_HINT_TIMEOUT_MS });
        await expect(page.getByRole('alert')).toHaveText(t[messageId]);
        await expect(page).toHaveURL(/\/dashboard\/favorites$/);

        tokenCall.release();
        await page.getByRole('link', { name: t['auth.guard.tryAgain'] }).click();
        await expect(page).toHaveURL(/\/dashboard$/, { timeout: SLOW_HINT_TIMEOUT_MS });
        await expect(
          page.getByRole('heading', { level: 1, name: t['dashboard.nav.overview'] }),
        ).toBeVisible();
      });
    }
  });
}
