import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { BOT_CHECK_CHALLENGE_PATH } from '../../shared/leads/submission';
import {
  botCheckOf,
  expectAltchaVerified,
  fillConsultation,
  fillContact,
  formTitled,
  MESSAGES,
  useLanguage,
  withDatabase,
} from './leads-helpers';

const SEND_MS = 30_000;

for (const language of ['en', 'ar'] as const) {
  test.describe(`ALTCHA widget (${language})`, () => {
    test('shows in the consultation form, solves itself, and its proof goes with the request', async ({
      page,
    }) => {
      const m = await useLanguage(page, language);
      await page.goto('/request-consultation');
      const form = page.getByRole('form', { name: m['leads.consultation.title'] });
      const botCheck = botCheckOf(form);
      await expect(botCheck.getByText(m['leads.botCheck.title']!)).toBeVisible();
      await expect(botCheck.getByText(m['leads.botCheck.altchaHint']!)).toBeVisible();
      await expect(botCheck.locator('altcha-widget')).toBeVisible();
      await expectAltchaVerified(form, m);
      await expect(
        botCheck.getByText(m['leads.botCheck.verified']!, { exact: true }),
      ).toBeVisible();
      await expect(botCheck.locator('altcha-widget [dir="rtl"]')).toHaveCount(
        language === 'ar' ? 1 : 0,
      );

      await fillConsultation(form, m, `Widget ${language}`);
      await form.getByRole('button', { name: m['leads.consultation.send'] }).click();
      const reference = page.getByTestId('reference-id');
      await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: SEND_MS });
      const id = (await reference.textContent())!;
      const stored = await withDatabase((db) =>
        db.collection<{ _id: string }>('consultations').findOne({ _id: id }),
      );
      expect(stored).toMatchObject({ fullName: `Widget ${language}`, language });
    });

    test('the solved widget leaves the form free of serious axe violations', async ({ page }) => {
      const m = await useLanguage(page, language);
      await page.goto('/request-consultation');
      const form = page.getByRole('form', { name: m['leads.consultation.title'] });
      await expectAltchaVerified(form, m);
      const { violations } = await new AxeBuilder({ page }).include('main form').analyze();
      const severe = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join()}`);
      expect(severe).toEqual([]);
    });

    test('a send without a solution asks to complete the check; ticking the box by keyboard retries', async ({
      page,
    }) => {
      const m = await useLanguage(page, language);
      // No challenge can be fetched: the widget fails and has no solution to give.
      await page.route(`**${BOT_CHECK_CHALLENGE_PATH}`, (route) => route.abort());
      await page.goto('/contact');
      const form = formTitled(page, m['leads.contact.title']!);
      const botCheck = botCheckOf(form);
      await expect(botCheck.getByText(m['leads.botCheck.error']!)).toBeVisible({
        timeout: SEND_MS,
      });
      const fullName = `No proof ${language} ${Date.now()}`;
      await fillContact(form, m, fullName);
      await form.getByRole('button', { name: m['leads.contact.send'] }).click();
      // The widget may also show its own error popover (an alert too); the form's message is ours.
      const missingProof = botCheck
        .getByRole('alert')
        .filter({ hasText: m['leads.error.botCheckMissingAltcha']! });
      await expect(missingProof).toBeVisible();
      // Issue 10 item 16: under ALTCHA nothing names Google's check.
      await expect(botCheck).not.toContainText('reCAPTCHA');
      await expect(page.getByTestId('reference-id')).toHaveCount(0);

      await page.unroute(`**${BOT_CHECK_CHALLENGE_PATH}`);
      await botCheck.getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      await expectAltchaVerified(form, m);
      await expect(missingProof).toHaveCount(0);
      await form.getByRole('button', { name: m['leads.contact.send'] }).click();
      await expect(page.getByTestId('reference-id')).toHaveText(REFERENCE_ID_PATTERN, {
        timeout: SEND_MS,
      });
      const stored = await withDatabase((db) =>
        db.collection('contact_messages').countDocuments({ fullName }),
      );
      expect(stored).toBe(1);
    });
  });
}

test('a solved check still goes with the send after the visitor changes the language', async ({
  page,
}) => {
  const en = await useLanguage(page, 'en');
  await page.goto('/request-consultation');
  const form = page.getByRole('form', { name: en['leads.consultation.title'] });
  await expectAltchaVerified(form, en);
  const fullName = `Language change ${Date.now()}`;
  await fillConsultation(form, en, fullName);

  // The new language re-renders the form and its widget; the proof already made stays valid.
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  const ar = MESSAGES.ar;
  const arabicForm = page.getByRole('form', { name: ar['leads.consultation.title'] });
  await expectAltchaVerified(arabicForm, ar);
  await arabicForm.getByRole('button', { name: ar['leads.consultation.send'] }).click();
  const reference = page.getByTestId('reference-id');
  await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: SEND_MS });
  const id = (await reference.textContent())!;
  const stored = await withDatabase((db) =>
    db.collection<{ _id: string }>('consultations').findOne({ _id: id }),
  );
  // The language the visitor sent in, with what they typed before switching.
  expect(stored).toMatchObject({ fullName, language: 'ar' });
});
