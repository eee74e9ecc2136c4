import { expect, test } from '@playwright/test';
import en from '../../locales/en.json';
import { openIn } from './public-fixtures';

test('the footer newsletter checks the address, then subscribes with a success toast', async ({
  page,
}) => {
  await openIn(page, 'en');
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: en['leads.newsletter.footerLabel'] });
  await field.fill('student.example.org');
  await footer.getByRole('button', { name: en['leads.newsletter.subscribe'] }).click();

  const dialog = page.getByRole('dialog', { name: en['leads.newsletter.title'] });
  const submit = dialog.getByRole('button', { name: en['leads.newsletter.subscribe'] });
  await submit.click();
  await expect(page.getByText(en['leads.newsletter.invalidTitle'])).toBeVisible();
  await expect(page.getByText(en['leads.newsletter.invalidBody'])).toBeVisible();
  await expect(submit).toBeVisible();

  await dialog
    .getByRole('textbox', { name: en['leads.field.email'] })
    .fill(`newsletter-${Date.now()}@example.org`);
  await submit.click();
  await expect(page.getByText(en['leads.newsletter.successTitle'])).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(en['leads.newsletter.successBody'])).toBeVisible();
  await expect(submit).toHaveCount(0);
  await expect(field).toHaveValue('');
});
