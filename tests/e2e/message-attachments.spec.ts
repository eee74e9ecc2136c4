/**
 * Issue 14 item 1's attachments: a student attaches a PDF (a program renamed to .pdf is refused in
 * the browser, a file can be removed before sending); the advisor downloads it from the inbox,
 * with its name and bytes, and answers with a file of their own; a file chosen offline waits on the device with its message, survives a
 * reload, and reaches the advisor exactly once after reconnecting. Arabic at 360 px with axe.
 */
import { expect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { callAsPage, logInAs, MESSAGES, signUpNewStudent, useLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { controlledByServiceWorker } from './service-worker-helpers';

/** Server work (the inbox's next poll, a socket delivery) on a shared, slow machine. */
const SERVER_WORK_MS = 30_000;

const runTag = () =>
  `${Date.now()}${Math.floor(Math.random() * 1e6)}`.replace(
    /\d/g,
    (digit) => 'qwrtypsdfg'[Number(digit)]!,
  );

const pdf = (label: string) => ({
  name: `${label}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj << >> endobj\n%%EOF\n`),
});
const PNG = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
};
const RENAMED_PROGRAM = {
  name: 'setup.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]),
};

const format = (template: string, values: Record<string, string>, language = 'en') =>
  new IntlMessageFormat(template, language).format(values) as string;

interface StoredMessage {
  text: string;
  attachments?: Array<{ id: string; name: string }>;
}

test('a student attaches a PDF, the advisor downloads it; a file chosen offline uploads once', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  const t = MESSAGES.en;
  const tag = runTag();
  const student = `Dana ${tag}`;
  await signUpNewStudent(page, 'attachments', student);
  await page.goto('/dashboard/messages');
  await expect(page.getByText(t['messages.empty'])).toBeVisible({ timeout: SERVER_WORK_MS });

  // The browser checks the bytes: a program named .pdf is refused, with the reason.
  const attach = page.getByLabel(t['attachments.add']);
  await attach.setInputFiles([RENAMED_PROGRAM, PNG, pdf(`transcript-${tag}`)]);
  await expect(page.getByRole('alert')).toContainText(
    format(t['attachments.refused'], {
      name: 'setup.pdf',
      reason: t['attachments.error.invalidType'],
    }),
  );
  const chosen = page.getByRole('list', { name: t['attachments.chosen'] });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await chosen
    .getByRole('button', { name: format(t['attachments.remove'], { name: 'photo.png' }) })
    .click();
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen).toContainText(`transcript-${tag}.pdf`);

  const question = `My transcript for the application ${tag}`;
  await page.getByLabel(t['messages.start.label']).fill(question);
  await page.getByRole('button', { name: t['messages.start.submit'] }).click();
  await expect(page.getByText(t['messages.sent'])).toBeVisible({ timeout: SERVER_WORK_MS });
  const thread = page.getByRole('list', { name: t['messages.thread.messages'] });
  const download = (name: string) => format(t['attachments.download'], { name });
  await expect(thread.getByRole('button', { name: download(`transcript-${tag}.pdf`) })).toBeVisible(
    { timeout: SERVER_WORK_MS },
  );
  const threadId = new URL(page.url()).searchParams.get('thread');
  expect(threadId).toBeTruthy();

  // The advisor finds it in the inbox and downloads the very file.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, 'admin', '/admin/conversations');
  const entry = admin.getByRole('button', { name: new RegExp(student) });
  await expect(entry).toBeVisible({ timeout: SERVER_WORK_MS });
  await entry.click();
  await admin.getByRole('button', { name: t['admin.conversations.take'] }).click();
  await expect(admin.getByText(t['admin.conversations.holder.mine'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  const adminThread = admin.getByRole('list', { name: t['admin.conversations.messages'] });
  const saving = admin.waitForEvent('download');
  await adminThread.getByRole('button', { name: download(`transcript-${tag}.pdf`) }).click();
  const saved = await saving;
  expect(saved.suggestedFilename()).toBe(`transcript-${tag}.pdf`);
  const savedPath = await saved.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(savedPath)).equals(pdf(`transcript-${tag}`).buffer)).toBe(true);

  // The advisor answers with a file alone; the reply box passes axe with it chosen.
  await admin.getByLabel(t['attachments.add']).setInputFiles({ ...PNG, name: 'checklist.png' });
  await expect(admin.getByRole('list', { name: t['attachments.chosen'] })).toContainText(
    'checklist.png',
  );
  expect(await severeAxeViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: t['admin.conversations.reply.send'] }).click();
  await expect(adminThread.getByRole('button', { name: download('checklist.png') })).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await expect(thread.getByRole('button', { name: download('checklist.png') })).toBeVisible({
    timeout: SERVER_WORK_MS,
  });

  // Offline: the file waits on the device with its message, through a reload.
  await controlledByServiceWorker(page);
  await expect(thread.getByText(question)).toBeVisible({ timeout: SERVER_WORK_MS });
  await context.setOffline(true);
  const offlineName = `passport-${tag}.pdf`;
  await page.getByLabel(t['attachments.add']).setInputFiles(pdf(`passport-${tag}`));
  await page.getByLabel(t['messages.compose.label']).fill(`Passport scan ${tag}`);
  await page.getByRole('button', { name: t['messages.compose.send'], exact: true }).click();
  await expect(page.getByText(t['messages.saved'])).toBeVisible();
  const waiting = thread.getByRole('listitem').filter({ hasText: `Passport scan ${tag}` });
  await expect(waiting).toContainText(offlineName);
  await expect(waiting).toContainText(t['attachments.state.waiting']);
  await page.reload();
  await expect(page.getByText(t['messages.offline'])).toBeVisible();
  await expect(waiting).toContainText(t['attachments.state.waiting']);

  // Back online: uploaded and sent by itself, and the advisor has it once.
  await context.setOffline(false);
  await expect(thread.getByRole('button', { name: download(offlineName) })).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await expect(adminThread.getByRole('button', { name: download(offlineName) })).toHaveCount(1, {
    timeout: SERVER_WORK_MS,
  });
  const stored = await callAsPage(page, `/api/conversations/${threadId}`);
  const messages = (stored.body as { messages: StoredMessage[] }).messages;
  const carrying = messages.filter((message) =>
    message.attachments?.some((ref) => ref.name === offlineName),
  );
  expect(carrying.map((message) => message.text)).toEqual([`Passport scan ${tag}`]);
  await adminContext.close();
});

test('attaching in Arabic on a phone: refusals in Arabic, right to left, axe clean', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = MESSAGES.ar;
  await page.setViewportSize({ width: 360, height: 740 });
  await useLanguage(page, 'ar');
  await signUpNewStudent(page, 'attachments-ar', `Huda ${runTag()}`);
  await page.goto('/dashboard/messages');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(t['messages.empty'])).toBeVisible({ timeout: SERVER_WORK_MS });

  await page.getByLabel(t['attachments.add']).setInputFiles([RENAMED_PROGRAM, pdf('شهادة')]);
  await expect(page.getByRole('alert')).toContainText(t['attachments.error.invalidType']);
  const chosen = page.getByRole('list', { name: t['attachments.chosen'] });
  await expect(chosen).toContainText('شهادة.pdf');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  expect(await severeAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: t['messages.start.submit'] }).click();
  await expect(page.getByText(t['messages.sent'])).toBeVisible({ timeout: SERVER_WORK_MS });
  const thread = page.getByRole('list', { name: t['messages.thread.messages'] });
  await expect(
    thread.getByRole('button', {
      name: format(t['attachments.download'], { name: 'شهادة.pdf' }, 'ar'),
    }),
  ).toBeVisible({ timeout: SERVER_WORK_MS });
  expect(await severeAxeViolations(page)).toEqual([]);
});
