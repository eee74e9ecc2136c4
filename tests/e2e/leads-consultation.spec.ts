import { expect, test } from '@playwright/test';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { fillConsultation, useLanguage, withDatabase } from './leads-helpers';

const SOLVE_AND_SEND_MS = 30_000;

for (const language of ['en', 'ar'] as const) {
  test.describe(`Consultation request (${language})`, () => {
    test('from the header dialog: reference ID shown and stored', async ({ page }) => {
      const m = await useLanguage(page, language);
      await page.goto('/');
      await page.getByRole('button', { name: m['nav.requestConsultation'] }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(
        dialog.getByRole('heading', { name: m['leads.consultation.title'] }),
      ).toBeVisible();
      await fillConsultation(dialog, m, `Dialog ${language}`);
      await dialog.getByRole('button', { name: m['leads.consultation.send'] }).click();
      const reference = dialog.getByTestId('reference-id');
      await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: SOLVE_AND_SEND_MS });
      const id = (await reference.textContent())!;
      const stored = await withDatabase((db) =>
        db.collection<{ _id: string }>('consultations').findOne({ _id: id }),
      );
      expect(stored).toMatchObject({ fullName: `Dialog ${language}`, language, status: 'new' });
    });

    test('on the page, prefilled with the program of ?course=', async ({ page }) => {
      const m = await useLanguage(page, language);
      await page.goto('/request-consultation?course=msc-data-science-helsinki');
      const form = page.getByRole('form', { name: m['leads.consultation.title'] });
      await expect(form.getByText('msc-data-science-helsinki')).toBeVisible();
      await fillConsultation(form, m, `Page ${language}`);
      await form.getByRole('button', { name: m['leads.consultation.send'] }).click();
      const reference = page.getByTestId('reference-id');
      await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: SOLVE_AND_SEND_MS });
      const id = (await reference.textContent())!;
      const stored = await withDatabase((db) =>
        db.collection<{ _id: string }>('consultations').findOne({ _id: id }),
      );
      expect(stored).toMatchObject({ program: 'msc-data-science-helsinki' });
    });

    test('shows the spec messages for missing and invalid fields', async ({ page }) => {
      const m = await useLanguage(page, language);
      await page.goto('/request-consultation');
      const form = page.getByRole('form', { name: m['leads.consultation.title'] });
      await form.getByLabel(m['leads.field.email']!, { exact: true }).fill('not-an-email');
      await form.getByLabel(m['leads.field.phone']!, { exact: true }).fill('12345');
      await form.getByRole('button', { name: m['leads.consultation.send'] }).click();
      await expect(form.getByText(m['leads.error.invalidEmail']!)).toBeVisible();
      await expect(form.getByText(m['leads.error.invalidPhone']!)).toBeVisible();
      // Name, message, three choices and both required consents.
      await expect(form.getByText(m['leads.error.required']!)).toHaveCount(7);
      await expect(page.getByTestId('reference-id')).toHaveCount(0);
    });
  });
}
