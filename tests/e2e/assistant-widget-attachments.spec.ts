/**
 * Issue 14: files in the chat widget. A visitor who handed off to an advisor attaches a PDF (a
 * program renamed to .pdf is refused in the browser, with the reason), sends it with a question,
 * saves it back from the thread with its bytes, and the advisor's API has it once. Offline, the
 * box keeps the file chosen and says files need a connection. Arabic at 360 px with axe.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGES } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { adminToken } from './notifications-helpers';
import { openIn } from './public-fixtures';

const pdf = (label: string) => ({
  name: `${label}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj << >> endobj\n%%EOF\n`),
});
const RENAMED_PROGRAM = {
  name: 'setup.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]),
};

interface StoredMessage {
  text: string;
  attachments?: Array<{ id: string; name: string }>;
}

test('a visitor sends a file to the advisor from the widget in Arabic (360 px)', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = MESSAGES.ar;
  const format = (id: keyof typeof t, values: Record<string, string>) =>
    new IntlMessageFormat(t[id], 'ar').format(values) as string;
  const tag = crypto.randomUUID().slice(0, 8);
  await page.setViewportSize({ width: 360, height: 740 });
  await openIn(page, 'ar');
  await page.goto('/');
  await page.getByRole('button', { name: t['assistant.widget.open'] }).click();
  const panel = page.getByRole('dialog', { name: t['assistant.widget.title'] });
  await panel.getByLabel(t['leads.field.fullName']).fill('Layla Hassan');
  await panel.getByLabel(t['leads.field.email']).fill(`layla-${tag}@example.com`);
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: t['assistant.widget.start'] }).click();
  // Started: the message box is there (before it, the button only marks the wish).
  await expect(panel.getByLabel(t['assistant.widget.input'])).toBeVisible();
  await panel.getByRole('button', { name: t['assistant.widget.human'] }).click();
  await expect(panel.getByText(t['assistant.handoff'])).toBeVisible();

  // The browser checks the bytes: a program named .pdf is refused, with the reason.
  await panel.getByLabel(t['attachments.add']).setInputFiles([RENAMED_PROGRAM, pdf(`cv-${tag}`)]);
  await expect(panel.getByRole('alert')).toContainText(
    format('attachments.refused', {
      name: 'setup.pdf',
      reason: t['attachments.error.invalidType'],
    }),
  );
  const chosen = panel.getByRole('list', { name: t['attachments.chosen'] });
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  expect(await severeAxeViolations(page)).toEqual([]);

  // Offline the file stays chosen, and the box says files need a connection.
  await context.setOffline(true);
  await panel.getByLabel(t['assistant.widget.input']).fill(`سيرتي الذاتية ${tag}`);
  await panel.getByRole('button', { name: t['assistant.widget.send'], exact: true }).click();
  await expect(
    panel.getByRole('alert').filter({ hasText: t['assistant.widget.filesOffline'] }),
  ).toBeVisible();
  await expect(chosen).toContainText(`cv-${tag}.pdf`);

  await context.setOffline(false);
  await panel.getByRole('button', { name: t['assistant.widget.send'], exact: true }).click();
  const download = format('attachments.download', { name: `cv-${tag}.pdf` });
  const saveButton = panel.getByRole('button', { name: download });
  await expect(saveButton).toBeVisible();
  await expect(panel.getByText(`سيرتي الذاتية ${tag}`)).toBeVisible();
  await expect(chosen).toHaveCount(0);
  expect(await severeAxeViolations(page)).toEqual([]);

  // The visitor saves it back through the conversation's token: the very bytes.
  const saving = page.waitForEvent('download');
  await saveButton.click();
  const saved = await saving;
  expect(saved.suggestedFilename()).toBe(`cv-${tag}.pdf`);
  expect((await readFile(await saved.path())).equals(pdf(`cv-${tag}`).buffer)).toBe(true);

  // The advisor's side has the message once, with the file.
  const { id } = (await page.evaluate(() =>
    JSON.parse(localStorage.getItem('assistant.conversation') ?? '{}'),
  )) as { id: string };
  const auth = { Authorization: `Bearer ${await adminToken(browser)}` };
  const thread = await page.request.get(`/api/admin/conversations/${id}`, { headers: auth });
  expect(thread.status()).toBe(200);
  const withFile = ((await thread.json()).messages as StoredMessage[]).filter(
    (message) => message.attachments?.length,
  );
  expect(withFile).toHaveLength(1);
  expect(withFile[0]!.text).toBe(`سيرتي الذاتية ${tag}`);
  expect(withFile[0]!.attachments!.map((file) => file.name)).toEqual([`cv-${tag}.pdf`]);
});
