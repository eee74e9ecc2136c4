import { expect, test } from '@playwright/test';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';

test.describe('Lead forms', () => {
  test('sends a contact message and shows its reference ID', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form', {
      has: page.getByRole('heading', { name: 'Send us a message' }),
    });
    await form.getByLabel('Full name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Message').fill('Do you help with visa applications?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('reference-id')).toHaveText(REFERENCE_ID_PATTERN, {
      timeout: 30_000,
    });
    await expect(page.getByText('Message sent!')).toBeVisible();
  });

  test('shows the spec messages for invalid fields, in Arabic too', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('userPreferences', JSON.stringify({ language: 'ar' })),
    );
    await page.goto('/contact');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  });
});
