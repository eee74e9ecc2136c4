import { expect, type Page, test } from '@playwright/test';
import { MESSAGES, type TestLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { waitUntilOfflineReady } from './catalog-helpers';
import { openIn } from './public-fixtures';

/** Server work (a proof of work, a conversation stored) on a shared, slow machine. */
const SERVER_WORK_MS = 30_000;

/** Whether this origin saved the assistant's knowledge for `language` (the widget does, online). */
function knowledgeSaved(language: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open('course-catalogue');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('knowledge')) {
        db.close();
        return resolve(false);
      }
      const get = db.transaction('knowledge').objectStore('knowledge').get(language);
      get.onsuccess = () => resolve(get.result !== undefined);
      get.onerror = () => resolve(false);
      db.close();
    };
  });
}

async function openWidget(page: Page, language: TestLanguage) {
  const t = MESSAGES[language];
  await page.getByRole('button', { name: t['assistant.widget.open'] }).click();
  return page.getByRole('dialog', { name: t['assistant.widget.title'] });
}

async function giveContact(page: Page, language: TestLanguage, fullName: string) {
  const t = MESSAGES[language];
  const panel = page.getByRole('dialog', { name: t['assistant.widget.title'] });
  await panel.getByLabel(t['leads.field.fullName']).fill(fullName);
  await panel.getByLabel(t['leads.field.email']).fill('layla@example.com');
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: t['assistant.widget.start'] }).click();
  await expect(panel.getByLabel(t['assistant.widget.input'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
}

async function ask(page: Page, language: TestLanguage, question: string) {
  const t = MESSAGES[language];
  const panel = page.getByRole('dialog', { name: t['assistant.widget.title'] });
  await panel.getByLabel(t['assistant.widget.input']).fill(question);
  await panel.getByRole('button', { name: t['assistant.widget.send'], exact: true }).click();
}

/** The visitor's stored thread, read with the token the widget keeps. */
async function storedThread(page: Page) {
  const session = (await page.evaluate(() =>
    JSON.parse(localStorage.getItem('assistant.conversation') ?? 'null'),
  )) as { id: string; token: string } | null;
  expect(session).not.toBeNull();
  const response = await page.request.get(`/api/public/conversations/${session!.id}`, {
    headers: { 'X-Conversation-Token': session!.token },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    conversation: { status: string };
    messages: { side: string; text: string }[];
  };
}

test('offline, the widget answers a programme question from the saved catalogue, and sends it once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const t = MESSAGES.en;
  const question = "Nursing bachelor's in Germany under 10,000 dollars";
  await openIn(page, 'en');
  await page.goto('/');
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  const panel = await openWidget(page, 'en');
  await expect(panel.getByText(t['assistant.offline.notice'])).toBeVisible();
  // The contact details are kept too: the conversation is created with them once online.
  await giveContact(page, 'en', 'Layla Offline');
  await ask(page, 'en', question);
  const answer = panel.getByRole('listitem').filter({ hasText: t['assistant.offline.answered'] });
  await expect(answer).toBeVisible();
  await expect(answer.getByText(t['assistant.widget.sources'])).toBeVisible();
  await expect(answer.locator('a[href^="/course/"]').first()).toBeVisible();
  await expect(panel.getByText(t['assistant.offline.queued'])).toBeVisible();

  await context.setOffline(false);
  // Sent: the kept message gives way to the server's thread, with the server's own answer.
  await expect(panel.getByText(t['assistant.offline.queued'])).toBeHidden({
    timeout: SERVER_WORK_MS,
  });
  await expect(panel.getByText(question)).toHaveCount(1);
  const thread = await storedThread(page);
  expect(thread.messages.filter((message) => message.text === question)).toHaveLength(1);
  // A reload sends nothing again.
  await page.reload();
  await openWidget(page, 'en');
  await expect(panel.getByText(question)).toHaveCount(1, { timeout: SERVER_WORK_MS });
  const again = await storedThread(page);
  expect(again.messages.filter((message) => message.text === question)).toHaveLength(1);
});

test('offline in Arabic on a phone: a cited FAQ answer, and a hand-off sent once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const t = MESSAGES.ar;
  await page.setViewportSize({ width: 360, height: 740 });
  await openIn(page, 'ar');
  await page.goto('/');
  await waitUntilOfflineReady(page);
  const panel = await openWidget(page, 'ar');
  await giveContact(page, 'ar', 'ليلى حسن');
  await expect
    .poll(() => page.evaluate(knowledgeSaved, 'ar'), { timeout: SERVER_WORK_MS })
    .toBe(true);

  await context.setOffline(true);
  await expect(panel.getByText(t['assistant.offline.notice'])).toBeVisible();
  await ask(page, 'ar', 'هل الاستشارة الأولى مجانية؟');
  const answer = panel.getByRole('listitem').filter({ hasText: t['assistant.offline.answered'] });
  await expect(answer).toBeVisible();
  await expect(answer.locator('a[href*="faq-consultation-cost"]').first()).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  await panel.getByRole('button', { name: t['assistant.widget.human'] }).click();
  await expect(panel.getByText(t['assistant.offline.handoff'])).toBeVisible();

  await context.setOffline(false);
  await expect(panel.getByText(t['assistant.offline.queued'])).toHaveCount(0, {
    timeout: SERVER_WORK_MS,
  });
  const thread = await storedThread(page);
  expect(thread.conversation.status).toBe('waiting');
  expect(thread.messages.filter((message) => message.side === 'user')).toHaveLength(2);
});
