import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { formTitled, useLanguage, withDatabase } from './leads-helpers';

const SOLVE_AND_SEND_MS = 30_000;

for (const language of ['en', 'ar'] as const) {
  test.describe(`Guide, newsletter and success story (${language})`, () => {
    test('a guide request offers the printable guide in the chosen language', async ({ page }) => {
      const m = await useLanguage(page, language);
      await page.goto('/program-guide');
      const form = formTitled(page, m['leads.guide.title']!);
      // The guide's language need not be the interface's: English asks for French.
      const guideLanguage = language === 'ar' ? 'ar' : 'fr';
      await form.getByLabel(m['leads.guide.language']!).selectOption(guideLanguage);
      await form.getByRole('button', { name: m['leads.guide.send'] }).click();
      await expect(form.getByText(m['leads.error.required']!)).toBeVisible();
      // The consent; the bot check's box comes after it.
      await form.getByRole('checkbox').first().check();
      await form.getByRole('button', { name: m['leads.guide.send'] }).click();
      await expect(page.getByTestId('reference-id')).toHaveText(REFERENCE_ID_PATTERN, {
        timeout: SOLVE_AND_SEND_MS,
      });
      const href = await page.getByTestId('guide-link').getAttribute('href');
      expect(href).toBe(`/api/public/guides/${guideLanguage}`);
      await page.goto(href!);
      await expect(page.locator('html')).toHaveAttribute('lang', guideLanguage);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'ar'
          ? m['leads.guide.doc.title']!
          : "Guide des programmes : étudier à l'étranger",
      );
      // Destinations with counts, program types and the cost table come from the catalogue.
      await expect(page.getByRole('table')).toHaveCount(3);
      await expect(page.getByRole('table').first().getByRole('row')).not.toHaveCount(1);
      await expect(page.getByRole('table').nth(2)).toContainText('$');
    });

    test('the footer newsletter subscribes through its dialog', async ({ page }) => {
      const m = await useLanguage(page, language);
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      const field = footer.getByLabel(m['leads.newsletter.footerLabel']!);
      await expect(field).toHaveAttribute('type', 'email');
      await expect(field).toHaveAttribute('required', '');
      const subscribe = footer.getByRole('button', { name: m['leads.newsletter.subscribe'] });
      const dialog = page.getByRole('dialog');
      const email = `reader-${language}-${Date.now()}@example.com`;
      await field.fill(email);
      await subscribe.click();
      await expect(dialog.getByLabel(m['leads.field.email']!)).toHaveValue(email);
      await dialog.getByLabel(m['leads.newsletter.frequency']!).selectOption('quarterly');
      await dialog.getByRole('button', { name: m['leads.newsletter.subscribe'] }).click();
      await expect(page.getByText(m['leads.newsletter.successTitle']!)).toBeVisible({
        timeout: SOLVE_AND_SEND_MS,
      });
      await expect(page.getByText(m['leads.newsletter.checkInboxBody']!)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(field).toHaveValue('');
      const reference = footer.getByTestId('reference-id');
      await expect(reference).toHaveText(REFERENCE_ID_PATTERN);
      const id = (await reference.textContent())!;
      const stored = await withDatabase((db) =>
        db.collection<{ _id: string }>('newsletter_subscriptions').findOne({ _id: id }),
      );
      expect(stored).toMatchObject({ email, frequency: 'quarterly' });
    });

    test('a success story with a photo waits for approval', async ({ page }) => {
      const m = await useLanguage(page, language);
      await page.goto('/share-your-story');
      const form = formTitled(page, m['leads.story.title']!);
      await form.getByLabel(m['leads.field.photo']!, { exact: true }).setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a photo'),
      });
      await form.getByRole('button', { name: m['leads.story.send'] }).click();
      await expect(form.getByText(m['leads.error.invalidFormat']!)).toBeVisible();
      await expect(form.getByText(m['leads.error.required']!).first()).toBeVisible();

      const photo = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#3366aa' },
      })
        .png()
        .toBuffer();
      await form.getByLabel(m['leads.field.photo']!, { exact: true }).setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: photo,
      });
      await form.getByLabel(m['leads.field.fullName']!).fill(`Lin Wei ${language}`);
      await form.getByLabel(m['leads.field.email']!, { exact: true }).fill('lin@example.com');
      await form.getByLabel(m['leads.field.institution']!).fill('University of Helsinki');
      await form.getByLabel(m['leads.field.programStudied']!).fill('MSc Data Science');
      await form.getByLabel(m['leads.field.graduationYear']!).fill('2023');
      await form
        .getByLabel(m['leads.field.story']!)
        .fill('Studying in Finland changed my career and my outlook on life.');
      await form.getByRole('checkbox').first().check();
      await form.getByRole('button', { name: m['leads.story.send'] }).click();
      const reference = page.getByTestId('reference-id');
      await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: SOLVE_AND_SEND_MS });
      await expect(page.getByText(m['leads.story.pending']!)).toBeVisible();
      const id = (await reference.textContent())!;
      const stored = await withDatabase((db) =>
        db.collection<{ _id: string }>('success_stories').findOne({ _id: id }),
      );
      expect(stored).toMatchObject({
        status: 'new',
        graduationYear: 2023,
        photoKey: `${id}.webp`,
      });
    });
  });
}

test('/subscribe opens the newsletter dialog', async ({ page }) => {
  await page.goto('/subscribe');
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Subscribe to our newsletter' }),
  ).toBeVisible();
});
