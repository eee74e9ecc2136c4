/**
 * Notification specs' helpers: a freshly signed-up student per test (so parallel specs never
 * share notifications), their bearer token and id as the app sends them, and notifications
 * created through the API's admin broadcast, as an admin's screen would.
 */
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { MESSAGES, logInAs, signUpNewStudent, type TestLanguage } from './auth-helpers';

export interface SignedUpStudent {
  email: string;
  userId: string;
  token: string;
}

/** The bearer token the page sends with its next notifications call, read while `go` runs. */
async function tokenWhile(page: Page, go: () => Promise<unknown>): Promise<string> {
  // The answer, not the request: once a call is answered the API has stored the caller's record
  // (created on their first call), so a notification sent to them right after finds them.
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/notifications') &&
      response.ok() &&
      !!response.request().headers()['authorization'],
  );
  await go();
  const authorization = (await answered).request().headers()['authorization'] ?? '';
  return authorization.replace(/^Bearer /, '');
}

function subjectOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return payload.sub;
}

/** Signs a new student up and opens `path` (the dashboard by default). */
export async function signUpStudent(page: Page, path = '/dashboard'): Promise<SignedUpStudent> {
  const email = await signUpNewStudent(page, 'bell', 'Nora Notified');
  const token = await tokenWhile(page, () => page.goto(path));
  return { email, userId: subjectOf(token), token };
}

/** The seeded admin's bearer token, from a browser of their own (on `baseURL`'s server if given). */
export async function adminToken(browser: Browser, baseURL?: string): Promise<string> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await logInAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const token = await tokenWhile(page, () => page.goto('/dashboard/notifications'));
  await context.close();
  return token;
}

export interface SentNotification {
  title: string;
  message?: string;
  priority?: 'low' | 'normal' | 'high' | 'urgent';
  actionUrl?: string;
}

/** Sends one notification to `userId` through POST /api/admin/notifications/broadcast. */
export async function sendNotification(
  request: APIRequestContext,
  token: string,
  userId: string,
  notification: SentNotification,
): Promise<void> {
  const response = await request.post('/api/admin/notifications/broadcast', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      audience: { kind: 'user', userId },
      type: 'system',
      priority: notification.priority ?? 'normal',
      title: notification.title,
      message: notification.message ?? `About ${notification.title}`,
      ...(notification.actionUrl ? { actionUrl: notification.actionUrl } : {}),
    },
  });
  expect(response.status()).toBe(202);
}

/** Sends `count` notifications one after another, titled `${prefix} 1` (oldest) and up. */
export async function sendMany(
  request: APIRequestContext,
  token: string,
  userId: string,
  count: number,
  prefix = 'Notice',
): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    await sendNotification(request, token, userId, { title: `${prefix} ${index}` });
  }
}

/**
 * Resolves once the page's notifications socket says it is accepted ('presence'): from then on
 * a notification reaches this tab live. Call before the navigation that opens the socket.
 */
export function socketAccepted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/ws/notifications')) return;
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"presence"')) resolve();
      });
    });
  });
}

/** The header bell, found by its label (which says the unread count). */
export function bell(page: Page, language: TestLanguage = 'en') {
  const name = MESSAGES[language]['notifications.bell.label'].split(/[،,]/)[0] ?? '';
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name}`) });
}

/** The rows of the notifications page. */
export function pageRows(page: Page) {
  return page.locator('main li[data-notification-id]');
}
