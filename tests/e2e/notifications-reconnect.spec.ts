/**
 * Issue 12, "reconnect after the server restarts" (spec §4 real-time connection, §8 real-time
 * errors, §9 reconnect backoff): a signed-in student's dashboard loses its notifications socket
 * when the API process stops, says so while it is down, reconnects with the backoff once the
 * process is back on the same port, and then receives a new notification live. The spec runs an
 * API process of its own (stopped and started again over the same embedded database), so the
 * server every other spec uses stays up.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  REALTIME_RECONNECT_BASE_DELAY_MS,
  REALTIME_RECONNECT_MAX_DELAY_MS,
} from '../../shared/constants';
import { startServerProcess, type ServerProcess } from '../harness/server-process';
import { MESSAGES, type TestLanguage, useLanguage } from './auth-helpers';
import {
  adminToken,
  bell,
  pageRows,
  sendNotification,
  signUpStudent,
  socketAccepted,
} from './notifications-helpers';

/** Failed reconnects to see while the server is down before it is started again. */
const ATTEMPTS_WHILE_DOWN = 3;
/** Chromium may run a timer a millisecond early after rounding; never more. */
const TIMER_SLACK_MS = 5;

const ONE_UNREAD: Record<TestLanguage, RegExp> = {
  en: /Notifications, 1 unread/,
  ar: /إشعار واحد غير مقروء/,
};

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: ServerProcess;

test.beforeAll(async () => {
  // No sample catalogue: the dashboard and the inbox do not need it, and it starts faster.
  server = await startServerProcess({ SEED_ON_START: 'false' });
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * Records, in the page's own clock, when each notifications socket is created: the gaps between
 * reconnect attempts show the backoff. Installed before any page script runs.
 */
async function recordSocketAttempts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const attempts: number[] = [];
    (window as unknown as { socketAttempts: number[] }).socketAttempts = attempts;
    const NativeWebSocket = window.WebSocket;
    window.WebSocket = class extends NativeWebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (String(url).includes('/ws/notifications')) attempts.push(performance.now());
      }
    };
  });
}

const socketAttempts = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { socketAttempts: number[] }).socketAttempts]);

/** Spec §9: the wait before reconnect attempt `attempt` (0-based). */
const backoffMs = (attempt: number) =>
  Math.min(REALTIME_RECONNECT_BASE_DELAY_MS * 2 ** attempt, REALTIME_RECONNECT_MAX_DELAY_MS);

for (const language of ['en', 'ar'] as const) {
  test(`${language}: the inbox says it is disconnected while the API restarts, reconnects with the backoff and gets a new notification live`, async ({
    browser,
  }) => {
    const t = MESSAGES[language];
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    if (language === 'ar') await useLanguage(page, 'ar');
    await recordSocketAttempts(page);
    const admin = await adminToken(browser, server.baseUrl);

    const live = socketAccepted(page);
    const student = await signUpStudent(page, '/dashboard/notifications');
    await live;
    await expect(page.getByText(t['notifications.empty'])).toBeVisible();
    const retrying = page.getByText(t['notifications.realtime.retrying'], { exact: true });
    await expect(retrying).toHaveCount(0);
    const connectedBefore = (await socketAttempts(page)).length;

    const back = socketAccepted(page);
    await server.restart(async () => {
      // Spec §8's real-time state while the server is away, through several failed attempts.
      await expect(retrying).toBeVisible();
      await expect
        .poll(async () => (await socketAttempts(page)).length, { timeout: 120_000 })
        .toBeGreaterThanOrEqual(connectedBefore + ATTEMPTS_WHILE_DOWN);
    });
    await back;
    await expect(retrying).toHaveCount(0);

    // Each reconnect waited at least its backoff after the previous one began (timers never run
    // early, so this holds however loaded the machine is): 1 s, then 2 s, 4 s, … (spec §9).
    const reconnects = (await socketAttempts(page)).slice(connectedBefore - 1);
    expect(reconnects.length).toBeGreaterThanOrEqual(ATTEMPTS_WHILE_DOWN + 1);
    for (let attempt = 1; attempt < reconnects.length; attempt++) {
      const gap = reconnects[attempt]! - reconnects[attempt - 1]!;
      expect(gap).toBeGreaterThanOrEqual(backoffMs(attempt - 1) - TIMER_SLACK_MS);
    }

    // Only the socket can bring the count now: the bell's periodic refetch is refused.
    await page.route('**/api/notifications/unread-count**', (route) => route.abort());
    await sendNotification(context.request, admin, student.userId, {
      title: 'Your offer letter arrived',
    });
    await expect(bell(page, language)).toHaveAccessibleName(ONE_UNREAD[language]);
    await expect(pageRows(page).first()).toContainText('Your offer letter arrived');
    await context.close();
  });
}
