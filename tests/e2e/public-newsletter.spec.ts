import { expect, test } from '@playwright/test';
import en from '../../locales/en.json';
import { NEWSLETTER_CONFIRM_PATH } from '../../shared/leads/newsletter';
import { linkIn, mailsTo } from '../harness/mail-capture';
import { E2E_MAIL_DIR_ENV } from './e2e-env';
import { withDatabase } from './leads-helpers';
import { openIn } from './public-fixtures';

test('the footer newsletter asks to confirm by mail, and the link activates the subscriber', async ({
  page,
}) => {
  await openIn(page, 'en');
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: en['leads.newsletter.footerLabel'] });
  const dialog = page.getByRole('dialog', { name: en['leads.newsletter.title'] });
  const email = `newsletter-${Date.now()}@example.org`;
  await field.fill(email);
  await footer.getByRole('button', { name: en['leads.newsletter.subscribe'] }).click();
  const submit = dialog.getByRole('button', { name: en['leads.newsletter.subscribe'] });
  await expect(dialog.getByRole('textbox', { name: en['leads.field.email'] })).toHaveValue(email);
  await submit.click();
  await expect(page.getByText(en['leads.newsletter.successTitle'])).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(en['leads.newsletter.checkInboxBody'])).toBeVisible();
  await expect(submit).toHaveCount(0);
  await expect(field).toHaveValue('');

  // The API mailed the link before it answered; opening it only shows a button that POSTs.
  const subscriber = () =>
    withDatabase((db) =>
      db.collection<{ _id: string }>('newsletter_subscribers').findOne({ _id: email }),
    );
  const [mail] = mailsTo(process.env[E2E_MAIL_DIR_ENV]!, email);
  await page.goto(linkIn(mail, NEWSLETTER_CONFIRM_PATH));
  await expect(
    page.getByRole('heading', { name: en['leads.newsletter.page.confirmTitle'] }),
  ).toBeVisible();
  expect(await subscriber()).toBeNull();
  await page.getByRole('button', { name: en['leads.newsletter.mail.confirmAction'] }).click();
  await expect(
    page.getByRole('heading', { name: en['leads.newsletter.page.confirmedTitle'] }),
  ).toBeVisible();
  expect(await subscriber()).toMatchObject({ status: 'active', frequency: 'monthly' });
});
