import { expect, test } from '@playwright/test';
import { logInAs, MESSAGES, useLanguage as useAppLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { openIn } from './public-fixtures';

/** Server work (a proof of work, a hand-off, the inbox's next poll) on a shared, slow machine. */
const SERVER_WORK_MS = 30_000;

const REPLIES = { en: 'Hello, I am your advisor.', ar: 'مرحبا، أنا مستشارتك.' } as const;
const THANKS = { en: 'Thank you, that helps!', ar: 'شكرا جزيلا، هذا يساعدني!' } as const;
/** Out of the assistant's scope (tests/fixtures/assistant/out-of-scope.json). */
const OFF_TOPIC = {
  en: 'What will the weather be like tomorrow?',
  ar: 'كيف سيكون الطقس غدا؟',
} as const;

/** A tag of letters only, so a run's texts are its own and read as words. */
const runTag = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'qwrtypsdfg'[Number(digit)]!);

for (const language of ['en', 'ar'] as const) {
  test(`an advisor takes a visitor's hand-off from the inbox and answers it live (${language})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000);
    const t: Record<string, string> = MESSAGES[language];

    // The visitor, in a browser of their own, asks for a person in the chat widget.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await openIn(visitor, language);
    await visitor.goto('/');
    await visitor.getByRole('button', { name: t['assistant.widget.open'] }).click();
    const widget = visitor.getByRole('dialog', { name: t['assistant.widget.title'] });
    const tag = runTag();
    const fullName = `Layla ${language} ${tag}`;
    const question = `${OFF_TOPIC[language]} ${tag}`;
    await widget.getByLabel(t['leads.field.fullName']!).fill(fullName);
    await widget.getByLabel(t['leads.field.email']!).fill('layla@example.com');
    await widget.getByRole('checkbox').check();
    await widget.getByRole('button', { name: t['assistant.widget.start'] }).click();
    // Started (the bot check solved, the conversation stored): the chat's input is there.
    await expect(widget.getByLabel(t['assistant.widget.input']!)).toBeVisible({
      timeout: SERVER_WORK_MS,
    });
    // A question the assistant cannot answer, then a person asked for.
    await widget.getByLabel(t['assistant.widget.input']!).fill(question);
    await widget.getByRole('button', { name: t['assistant.widget.send'], exact: true }).click();
    await expect(widget.getByText(question)).toBeVisible({ timeout: SERVER_WORK_MS });
    await widget.getByRole('button', { name: t['assistant.widget.human'] }).click();
    await expect(widget.getByText(t['assistant.handoff']!)).toBeVisible({
      timeout: SERVER_WORK_MS,
    });

    // The advisor, in a second browser, finds it waiting and takes it.
    await useAppLanguage(page, language);
    // Arabic on a phone: right to left at 360 px.
    if (language === 'ar') await page.setViewportSize({ width: 360, height: 740 });
    await logInAs(page, 'admin', '/admin/conversations');
    await expect(
      page.getByRole('heading', { level: 1, name: t['admin.conversations.title'] }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: t['admin.conversations.view.waiting'] }),
    ).toHaveAttribute('aria-pressed', 'true');
    const entry = page.getByRole('button', { name: new RegExp(fullName) });
    await expect(entry).toBeVisible({ timeout: SERVER_WORK_MS });
    await entry.click();
    await expect(page.getByRole('heading', { level: 2, name: fullName })).toBeVisible();
    const details = page.getByRole('complementary', { name: t['admin.conversations.lead.title'] });
    await expect(details.getByText('layla@example.com')).toBeVisible();
    await expect(page.getByText(t['admin.conversations.holder.waiting']!)).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t['admin.conversations.take'] }).click();
    await expect(page.getByText(t['admin.conversations.holder.mine']!)).toBeVisible({
      timeout: SERVER_WORK_MS,
    });
    // An empty reply is refused in the browser with the inbox's message.
    await page.getByRole('button', { name: t['admin.conversations.reply.send'] }).click();
    await expect(page.getByText(t['admin.conversations.reply.required']!)).toBeVisible();

    // A canned reply in the visitor's language, written here and picked in the reply box.
    const cannedTitle = `Greeting ${tag}`;
    await page.getByRole('button', { name: t['admin.conversations.canned.add'] }).click();
    const cannedForm = page.getByRole('form', { name: t['admin.conversations.canned.form'] });
    await cannedForm.getByLabel(t['admin.conversations.canned.language']!).selectOption(language);
    await cannedForm.getByLabel(t['admin.conversations.canned.title']!).fill(cannedTitle);
    await cannedForm.getByLabel(t['admin.conversations.canned.text']!).fill(REPLIES[language]);
    await cannedForm.getByRole('button', { name: t['admin.conversations.canned.save'] }).click();
    await expect(cannedForm).toBeHidden({ timeout: SERVER_WORK_MS });
    await page
      // The label holds the select, so its text includes the options: find it by its name.
      .getByRole('combobox', { name: t['admin.conversations.canned.use'], exact: true })
      .selectOption({ label: cannedTitle });
    await expect(page.getByLabel(t['admin.conversations.reply.label']!)).toHaveValue(
      REPLIES[language],
    );
    await page.getByRole('button', { name: t['admin.conversations.reply.send'] }).click();
    const thread = page.getByRole('list', { name: t['admin.conversations.messages'] });
    await expect(thread.getByText(REPLIES[language])).toBeVisible({ timeout: SERVER_WORK_MS });
    await expect(page.getByLabel(t['admin.conversations.reply.label']!)).toHaveValue('');

    // The visitor reads the answer without reloading, and their answer reaches the inbox live.
    await expect(widget.getByText(REPLIES[language])).toBeVisible({ timeout: SERVER_WORK_MS });
    await widget.getByLabel(t['assistant.widget.input']!).fill(THANKS[language]);
    await widget.getByRole('button', { name: t['assistant.widget.send'], exact: true }).click();
    await expect(thread.getByText(THANKS[language])).toBeVisible({ timeout: SERVER_WORK_MS });

    // The question the assistant could not answer becomes a FAQ draft.
    const unanswered = page.getByRole('region', {
      name: t['admin.conversations.unanswered.heading'],
    });
    const asked = unanswered.getByRole('listitem').filter({ hasText: question });
    await asked.getByRole('button', { name: t['admin.conversations.unanswered.toFaq'] }).click();
    await expect(
      asked.getByRole('link', { name: t['admin.conversations.unanswered.openDraft'] }),
    ).toBeVisible({ timeout: SERVER_WORK_MS });

    await page.getByRole('button', { name: t['admin.conversations.view.mine'] }).click();
    await expect(page.getByRole('button', { name: new RegExp(fullName) })).toBeVisible({
      timeout: SERVER_WORK_MS,
    });
    expect(await severeAxeViolations(page)).toEqual([]);
    await visitorContext.close();
  });
}
