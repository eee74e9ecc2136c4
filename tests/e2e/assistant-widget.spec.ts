import { expect, test } from '@playwright/test';
import { MESSAGES, type TestLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { adminToken } from './notifications-helpers';
import { openIn } from './public-fixtures';

const QUESTIONS: Record<TestLanguage, string> = {
  en: 'Is the first consultation free?',
  ar: 'هل الاستشارة الأولى مجانية؟',
};
const REPLIES: Record<TestLanguage, string> = {
  en: 'Hello, I am your advisor.',
  ar: 'مرحبا، أنا مستشارتك.',
};

for (const language of ['en', 'ar'] as const) {
  test(`a visitor chats in ${language}, hands off, and reads the advisor's reply live (360 px)`, async ({
    page,
    browser,
  }) => {
    const t = MESSAGES[language];
    await page.setViewportSize({ width: 360, height: 740 });
    await openIn(page, language);
    await page.goto('/');
    await page.getByRole('button', { name: t['assistant.widget.open'] }).click();
    const panel = page.getByRole('dialog', { name: t['assistant.widget.title'] });
    await expect(panel.getByText(t['assistant.automated'])).toBeVisible();

    await panel.getByRole('button', { name: t['assistant.widget.start'] }).click();
    await expect(panel.getByText(t['leads.error.required']).first()).toBeVisible();
    await panel.getByLabel(t['leads.field.fullName']).fill('Layla Hassan');
    await panel.getByLabel(t['leads.field.email']).fill('layla@example.com');
    await panel.getByRole('checkbox').check();
    await panel.getByRole('button', { name: t['assistant.widget.start'] }).click();

    await panel.getByLabel(t['assistant.widget.input']).fill(QUESTIONS[language]);
    await panel.getByRole('button', { name: t['assistant.widget.send'], exact: true }).click();
    const sources = panel.getByText(t['assistant.widget.sources']);
    await expect(sources).toBeVisible();
    await expect(panel.locator('li a[href*="faq"]').first()).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: t['assistant.widget.human'] }).click();
    await expect(panel.getByText(t['assistant.handoff'])).toBeVisible();

    const { id } = (await page.evaluate(() =>
      JSON.parse(localStorage.getItem('assistant.conversation') ?? '{}'),
    )) as { id: string };
    const token = await adminToken(browser);
    const auth = { Authorization: `Bearer ${token}` };
    const waiting = await page.request.get('/api/admin/conversations', { headers: auth });
    expect((await waiting.json()).map((item: { id: string }) => item.id)).toContain(id);
    expect(
      (await page.request.post(`/api/admin/conversations/${id}/take`, { headers: auth })).status(),
    ).toBe(200);
    const replied = await page.request.post(`/api/admin/conversations/${id}/messages`, {
      headers: auth,
      data: { clientId: crypto.randomUUID(), text: REPLIES[language] },
    });
    expect(replied.status()).toBe(201);
    await expect(panel.getByText(REPLIES[language])).toBeVisible();
  });
}
