import { expect, test } from '@playwright/test';
import { oidcCollectionName } from '../../api/src/identity/oidc-mongo-adapter';
import { startServerProcess, type ServerProcess } from '../harness/server-process';
import { MESSAGES, seededAccount, submitProviderLogin, useLanguage } from './auth-helpers';
import { withDatabase } from './leads-helpers';

/**
 * Short provider lifetimes, so a session ends within the test on the server's real clock (the
 * provider has no clock a test could move); long enough that the login itself completes on a
 * loaded machine (at 4 s the callback's token exchange sometimes outlived them).
 */
const SHORT_LIFETIMES = {
  IDP_ACCESS_TOKEN_TTL_S: '10',
  IDP_ID_TOKEN_TTL_S: '10',
  IDP_REFRESH_TOKEN_TTL_S: '10',
  IDP_SESSION_TTL_S: '10',
  SEED_PROGRAM_COUNT: '50',
};

/** What a silent login can use: the provider's login sessions, grants and refresh tokens. */
const LOGIN_RECORDS = ['Session', 'Grant', 'RefreshToken'].map(oidcCollectionName);

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

/** Whether the provider holds login records and every one of them has run out by its own expiry. */
function providerLoginsExpired(): Promise<boolean> {
  return withDatabase(
    async (db) => {
      const records = await Promise.all(
        LOGIN_RECORDS.map((name) =>
          db
            .collection<{ expiresAt?: Date }>(name)
            .find({}, { projection: { expiresAt: 1 } })
            .toArray(),
        ),
      );
      const expiries = records.flat().map((record) => record.expiresAt?.getTime() ?? Infinity);
      return expiries.length > 0 && expiries.every((expiry) => expiry <= Date.now());
    },
    { mongoUri: server.mongoUri, dbName: server.dbName },
  );
}

for (const language of ['en', 'ar'] as const) {
  const t = MESSAGES[language];

  test(`an ended session shows the blocking dialog, whose button logs out to / (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The app's session check runs every 5 minutes; the page clock lets the test skip ahead.
    await page.clock.install();
    // The dashboard's own calls (sync pulls, the socket's resync) would meet the ended session
    // first when the machine is slow, and spec §7 sends those to /login?error=session_expired;
    // this test is about the periodic check, so the signed-in API calls are held back.
    await page.route(
      (url) => url.pathname.startsWith('/api/') && !url.pathname.includes('/public/'),
      (route) => route.abort(),
    );
    await useLanguage(page, language);
    const account = seededAccount('student');
    await page.goto(`${server.baseUrl}/auth/login`);
    // The extra instance may still be warming up while the other specs load the machine.
    await page.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
    await submitProviderLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Let the refresh token and the provider session run out for real (seconds), then let the
    // page's clock reach the next session check.
    await expect.poll(providerLoginsExpired, { timeout: 30_000 }).toBe(true);
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
