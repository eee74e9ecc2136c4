import { expect, test } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../harness/server-process';
import { MESSAGES, seededAccount, submitProviderLogin, useLanguage } from './auth-helpers';

/** The provider's shortest lifetimes, so a session ends within the test. */
const SHORT_LIFETIMES = {
  IDP_ACCESS_TOKEN_TTL_S: '10',
  IDP_ID_TOKEN_TTL_S: '10',
  IDP_REFRESH_TOKEN_TTL_S: '10',
  IDP_SESSION_TTL_S: '10',
  SEED_PROGRAM_COUNT: '50',
};

let server: ServerProcess;

// One worker, so the spec starts one extra product instance.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServerProcess(SHORT_LIFETIMES);
});

test.afterAll(async () => {
  await server?.stop();
});

for (const language of ['en', 'ar'] as const) {
  const t = MESSAGES[language];

  test(`an ended session shows the blocking dialog, whose button logs out to / (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The app's session check runs every 5 minutes; the page clock lets the test skip ahead.
    await page.clock.install();
    await useLanguage(page, language);
    const account = seededAccount('student');
    await page.goto(`${server.baseUrl}/auth/login`);
    // The extra instance may still be warming up while the other specs load the machine.
    await page.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
    await submitProviderLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Let the refresh token and the provider session run out for real, then reach the next check.
    await page.waitForTimeout(12_000);
    await page.clock.fastForward('05:01');

    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(t['auth.message.sessionExpired']);
    await expect(
      page.locator('[aria-live="polite"]').getByText(t['auth.message.sessionExpiredToast']),
    ).toBeVisible();
    await dialog.getByRole('button', { name: t['auth.session.loginAgain'] }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/`);
  });
}
