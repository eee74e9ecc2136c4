/**
 * Issue 13 item 4: an admin finds a student on /admin/users by search and filter, suspends
 * them, and the student's very next API call is refused and their open notifications socket is
 * closed with the suspension message; the screen in Arabic at 360 px; axe.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { AUTH_MESSAGES } from '../../shared/auth/auth-errors';
import { callAsPage, logInAs, MESSAGES, submitProviderLogin } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { socketAccepted } from './notifications-helpers';
import { openIn } from './public-fixtures';

const t = MESSAGES.en;
const PASSWORD = 'Student#2025!';

async function openUsersAsAdmin(page: Page, language: 'en' | 'ar') {
  await openIn(page, language);
  await logInAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/users');
  await expect(
    page.getByRole('heading', { level: 1, name: MESSAGES[language]['admin.nav.users'] }),
  ).toBeVisible();
}

/** Resolves on the first frame the server sends on `socket` that holds `text`. */
function frameWith(socket: WebSocket, text: string): Promise<void> {
  return new Promise((resolve) => {
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string' && frame.payload.includes(text)) resolve();
    });
  });
}

test('an admin creates, finds and suspends a student, whose next call fails at once', async ({
  page,
  browser,
}) => {
  // Two sign-ins, a creation and a suspension: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await openUsersAsAdmin(page, 'en');
  const name = `E2E Student ${randomBytes(3).toString('hex')}`;
  const email = `${name.replaceAll(' ', '.').toLowerCase()}@example.com`;

  await page.getByRole('button', { name: t['admin.users.create.open'] }).click();
  const form = page.getByRole('dialog', { name: t['admin.users.create.title'] });
  await form.getByRole('button', { name: t['admin.users.create.submit'] }).click();
  // The shared schema refuses in the browser, with the spec's words.
  await expect(form.getByText(t['auth.email.required'])).toBeVisible();
  await form.getByLabel(t['admin.users.field.name']).fill(name);
  await form.getByLabel(t['admin.users.field.email']).fill(email);
  await form.getByLabel(t['admin.users.field.password']).fill(PASSWORD);
  await form.getByRole('button', { name: t['admin.users.create.submit'] }).click();
  await expect(page.getByText(t['admin.users.toast.created'])).toBeVisible();

  // The student signs in on a device of their own.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await openIn(student, 'en');
  const socket = student.waitForEvent('websocket', {
    predicate: (candidate) => candidate.url().includes('/ws/notifications'),
    timeout: 60_000,
  });
  const accepted = socketAccepted(student);
  await student.goto('/auth/login');
  await submitProviderLogin(student, email, PASSWORD);
  await expect(student).toHaveURL(/\/dashboard$/);
  expect((await callAsPage(student, '/api/me')).status).toBe(200);
  await accepted;
  const suspendedFrame = frameWith(await socket, AUTH_MESSAGES.accountSuspended);
  const closed = (await socket).waitForEvent('close', { timeout: 30_000 });

  // Search and filter live in the address.
  await page.getByLabel(t['admin.users.search']).fill(email);
  await page.getByRole('button', { name: t['admin.grid.search'], exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  await page.getByLabel(t['admin.users.field.status']).selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(email);

  expect(await severeAxeViolations(page)).toEqual([]);

  await page
    .getByRole('button', { name: t['admin.users.actionFor.suspend'].replace('{name}', name) })
    .click();
  const confirm = page.getByRole('dialog', { name: t['admin.users.confirm.suspend.title'] });
  await confirm.getByRole('button', { name: t['admin.users.action.suspend'] }).click();
  await expect(
    page.getByText(t['admin.users.toast.suspend'].replace('{name}', name)),
  ).toBeVisible();
  // Still filtered on active: the suspended student leaves the list.
  await expect(page.getByText(t['admin.users.empty'])).toBeVisible();

  // The open socket is told why and closed by the server, not left to carry notifications.
  await suspendedFrame;
  await closed;
  const refused = await callAsPage(student, '/api/me');
  expect(refused.status).toBe(403);
  await studentContext.close();

  await page.getByLabel(t['admin.users.field.status']).selectOption('suspended');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(
    t['admin.users.status.suspended'],
  );
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the users screen works in Arabic, right to left, without the page scrolling sideways', async ({
    page,
  }) => {
    const ar = MESSAGES.ar;
    await openUsersAsAdmin(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(
      page.getByRole('columnheader', { name: ar['admin.users.field.email'] }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
