/**
 * Issue 14 item 7, the student's messages: a student starts a thread with the advisors and
 * writes; an admin in another browser takes it from the inbox and answers; the student reads the
 * answer live and the header's badge counts what they have not read; offline, a message waits on
 * the device, survives a reload, and reaches the advisor exactly once when back online. Arabic at
 * 360 px with the keyboard and axe.
 */
import { expect, type Page, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  callAsPage,
  logInAs,
  MESSAGES,
  signUpNewStudent,
  type TestLanguage,
  useLanguage,
} from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { controlledByServiceWorker } from './service-worker-helpers';

/** Server work (the inbox's next poll, a socket delivery) on a shared, slow machine. */
const SERVER_WORK_MS = 30_000;

/** A tag of letters only, so a run's texts and names are its own and read as words. */
const runTag = () =>
  `${Date.now()}${Math.floor(Math.random() * 1e6)}`.replace(
    /\d/g,
    (digit) => 'qwrtypsdfg'[Number(digit)]!,
  );

function badgeName(language: TestLanguage, count: number): string {
  const template = MESSAGES[language]['dashboard.messages.badgeLabel'];
  return new IntlMessageFormat(template, language).format({ count }) as string;
}

const badge = (page: Page, count: number) =>
  page.getByRole('link', { name: badgeName('en', count), exact: true });

test('a student writes to an advisor, reads the answers live, and writes offline once (en)', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  const t = MESSAGES.en;
  const tag = runTag();
  const student = `Mira ${tag}`;
  await signUpNewStudent(page, 'messages', student);
  await page.goto('/dashboard/messages');
  await expect(page.getByRole('heading', { level: 1, name: t['messages.title'] })).toBeVisible();
  await expect(page.getByText(t['messages.empty'])).toBeVisible({ timeout: SERVER_WORK_MS });
  await expect(badge(page, 0)).toBeVisible();

  // An empty message is refused in the browser; the first one starts the thread.
  await page.getByRole('button', { name: t['messages.start.submit'] }).click();
  await expect(page.getByText(t['messages.compose.required'])).toBeVisible();
  const question = `Which documents do I need for my visa ${tag}?`;
  await page.getByLabel(t['messages.start.label']).fill(question);
  await page.getByRole('button', { name: t['messages.start.submit'] }).click();
  await expect(page.getByText(t['messages.sent'])).toBeVisible({ timeout: SERVER_WORK_MS });
  const thread = page.getByRole('list', { name: t['messages.thread.messages'] });
  await expect(thread.getByText(question)).toBeVisible();
  await expect(page.getByText(t['messages.status.waiting'])).toBeVisible();
  const threadId = new URL(page.url()).searchParams.get('thread');
  expect(threadId).toBeTruthy();

  // The advisor, in a browser of their own, finds the student's thread waiting and answers.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, 'admin', '/admin/conversations');
  const entry = admin.getByRole('button', { name: new RegExp(student) });
  await expect(entry).toBeVisible({ timeout: SERVER_WORK_MS });
  await entry.click();
  await expect(admin.getByRole('heading', { level: 2, name: student })).toBeVisible();
  await admin.getByRole('button', { name: t['admin.conversations.take'] }).click();
  await expect(admin.getByText(t['admin.conversations.holder.mine'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  const adminThread = admin.getByRole('list', { name: t['admin.conversations.messages'] });
  const answer = async (text: string) => {
    await admin.getByLabel(t['admin.conversations.reply.label']).fill(text);
    await admin.getByRole('button', { name: t['admin.conversations.reply.send'] }).click();
    await expect(adminThread.getByText(text)).toBeVisible({ timeout: SERVER_WORK_MS });
  };
  const firstAnswer = `Your passport and your transcript ${tag}.`;
  await answer(firstAnswer);

  // The open thread shows it without a reload, and shown means read: no unread count.
  await expect(thread.getByText(firstAnswer)).toBeVisible({ timeout: SERVER_WORK_MS });
  await expect(badge(page, 0)).toBeVisible({ timeout: SERVER_WORK_MS });

  // Elsewhere in the dashboard, the next answer raises the badge live.
  await page.getByRole('link', { name: t['dashboard.nav.overview'] }).first().click();
  const secondAnswer = `Send them before the first of March ${tag}.`;
  await answer(secondAnswer);
  await expect(badge(page, 1)).toBeVisible({ timeout: SERVER_WORK_MS });
  await badge(page, 1).click();
  const listed = page.getByRole('list', { name: t['messages.threads'] });
  const unread = new IntlMessageFormat(t['messages.thread.unread'], 'en').format({ count: 1 });
  await expect(listed.getByRole('link').filter({ hasText: unread as string })).toBeVisible();
  await listed.getByRole('link').first().click();
  await expect(thread.getByText(secondAnswer)).toBeVisible({ timeout: SERVER_WORK_MS });
  await expect(badge(page, 0)).toBeVisible({ timeout: SERVER_WORK_MS });

  // Offline: the message waits on the device, and a reload still shows the thread and it.
  await controlledByServiceWorker(page);
  await expect(thread.getByText(secondAnswer)).toBeVisible({ timeout: SERVER_WORK_MS });
  await context.setOffline(true);
  const offline = `Written on the train ${tag}`;
  await page.getByLabel(t['messages.compose.label']).fill(offline);
  await page.getByRole('button', { name: t['messages.compose.send'], exact: true }).click();
  await expect(page.getByText(t['messages.saved'])).toBeVisible();
  const waiting = thread.getByRole('listitem').filter({ hasText: offline });
  await expect(waiting).toContainText(t['messages.waiting']);
  await page.reload();
  await expect(page.getByText(t['messages.offline'])).toBeVisible();
  await expect(thread.getByText(question)).toBeVisible();
  await expect(thread.getByText(secondAnswer)).toBeVisible();
  await expect(waiting).toContainText(t['messages.waiting']);

  // Back online it is sent by itself, and the advisor has it exactly once.
  await context.setOffline(false);
  await expect(waiting).not.toContainText(t['messages.waiting'], { timeout: SERVER_WORK_MS });
  await expect(adminThread.getByText(offline)).toBeVisible({ timeout: SERVER_WORK_MS });
  await expect(adminThread.getByText(offline)).toHaveCount(1);
  const stored = await callAsPage(page, `/api/conversations/${threadId}`);
  const texts = (stored.body as { messages: { text: string }[] }).messages.map((m) => m.text);
  expect(texts.filter((text) => text === offline)).toHaveLength(1);
  await adminContext.close();
});

test('the messages page in Arabic on a phone: right to left, by keyboard, axe clean', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = MESSAGES.ar;
  await page.setViewportSize({ width: 360, height: 740 });
  await useLanguage(page, 'ar');
  await signUpNewStudent(page, 'messages-ar', `Salma ${runTag()}`);
  await page.goto('/dashboard/messages');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: t['messages.title'] })).toBeVisible();
  await expect(page.getByText(t['messages.empty'])).toBeVisible({ timeout: SERVER_WORK_MS });
  expect(await severeAxeViolations(page)).toEqual([]);

  const field = page.getByLabel(t['messages.start.label']);
  await field.focus();
  await page.keyboard.type('مرحبا، أريد الدراسة في ألمانيا.');
  // The message, then its files, then sending.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t['attachments.add'])).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: t['messages.start.submit'] })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t['messages.sent'])).toBeVisible({ timeout: SERVER_WORK_MS });
  const thread = page.getByRole('list', { name: t['messages.thread.messages'] });
  await expect(thread.getByText('مرحبا، أريد الدراسة في ألمانيا.')).toBeVisible();
  // On a phone the open thread takes the screen, with the way back to the list.
  await expect(page.getByRole('link', { name: t['messages.back'] })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  expect(await severeAxeViolations(page)).toEqual([]);
});
