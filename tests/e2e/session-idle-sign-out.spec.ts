/**
 * Issue 16 item 2 in the browser: the system settings' session timeout signs an idle student out
 * (web/src/features/auth/components/idle-sign-out.tsx), with the message saying why. The super admin
 * sets the timeout through the API and puts the old value back at the end; the student's clock is
 * Playwright's, moved forward past the timeout, never waited for. It changes a platform-wide
 * setting, so it runs in the chromium-platform-wide project.
 */
import { expect, type Page, test } from '@playwright/test';
import { SYSTEM_SETTINGS_PATHS } from '../../shared/system-settings/system-settings';
import { callAsPage, logInAs, MESSAGES, signUpNewStudent } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { openIn } from './public-fixtures';

/** The shortest timeout the settings accept (shared/system-settings/system-settings.ts). */
const TIMEOUT_MINUTES = 5;

async function setSessionTimeout(page: Page, minutes: number | null): Promise<number | null> {
  const { body } = await callAsPage(page, SYSTEM_SETTINGS_PATHS.admin);
  const { updatedAt: _at, updatedBy: _by, ...settings } = body as Record<string, unknown>;
  const saved = await callAsPage(page, SYSTEM_SETTINGS_PATHS.admin, 'PUT', {
    ...settings,
    sessionTimeoutMinutes: minutes,
  });
  expect(saved.status).toBe(200);
  return (settings.sessionTimeoutMinutes as number | null | undefined) ?? null;
}

test('an idle student is signed out after the session timeout, and told why', async ({
  browser,
}) => {
  const t = MESSAGES.en;
  const admin = await (await browser.newContext()).newPage();
  await openIn(admin, 'en');
  await logInAs(admin, 'superadmin');
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  const before = await setSessionTimeout(admin, TIMEOUT_MINUTES);
  try {
    const student = await (await browser.newContext()).newPage();
    await student.clock.install();
    await openIn(student, 'en');
    await signUpNewStudent(student, 'idle');
    // The hook has read the timeout and noted the last activity.
    await expect
      .poll(() => student.evaluate(() => localStorage.getItem('lastActivityAt')))
      .not.toBeNull();

    // Once signed out, the dashboard's own calls (sync pulls due when the clock jumps) would meet
    // the ended session and spec §7 sends those to /login?error=session_expired, as in
    // auth-session-expiry.spec.ts: this test is about the idle check, so they are held back.
    await student.route(
      (url) => url.pathname.startsWith('/api/') && !url.pathname.includes('/public/'),
      (route) => route.abort(),
    );

    const dialog = student.getByRole('alertdialog');
    // A minute in, the student moves the mouse: idle time counts from there.
    await student.clock.fastForward('01:00');
    await student.mouse.move(10, 10);
    await student.mouse.move(20, 20);
    // The app's own session check (every 5 minutes) comes and goes while they are active; four
    // and a half minutes after the move they are still signed in.
    await student.clock.fastForward('04:30');
    await expect(dialog).toHaveCount(0);

    // Past the timeout, before the next session check: the idle check signs them out.
    await student.clock.fastForward('01:00');
    await expect(dialog.getByRole('heading')).toHaveText(t['auth.message.sessionExpired']);
    await expect(
      student.getByText(
        t['auth.message.idleSignedOut'].replace('{minutes}', String(TIMEOUT_MINUTES)),
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: t['auth.session.loginAgain'] })).toBeVisible();
    expect(await severeAxeViolations(student)).toEqual([]);
    await student.context().close();
  } finally {
    await setSessionTimeout(admin, before);
    await admin.context().close();
  }
});
