import { expect, test } from '@playwright/test';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { MESSAGES, fillConsultation, fillContact, formTitled, withDatabase } from './leads-helpers';
import { controlledByServiceWorker } from './service-worker-helpers';

const m = MESSAGES.en;

test('submissions made offline survive a reload and are stored exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const run = `${Date.now()}`;
  await page.goto('/contact');
  // The app shell must come from the service worker once the network is gone.
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  const consultation = page.getByRole('form', { name: m['leads.consultation.title'] });
  await fillConsultation(consultation, m, `Offline consultation ${run}`);
  await consultation.getByRole('button', { name: m['leads.consultation.send'] }).click();
  await expect(page.getByText(m['leads.queued.title']!)).toBeVisible();
  const contact = formTitled(page, m['leads.contact.title']!);
  await fillContact(contact, m, `Offline contact ${run}`);
  await contact.getByRole('button', { name: m['leads.contact.send'] }).click();
  await expect(page.getByText(m['leads.queued.title']!)).toHaveCount(2);
  const indicator = page.getByTestId('outbox-indicator');
  await expect(indicator).toHaveText('2 submissions waiting');

  await page.reload();
  await expect(indicator).toHaveText('2 submissions waiting');

  await context.setOffline(false);
  await expect(indicator).toHaveText('2 sent: see their reference IDs', { timeout: 60_000 });
  await indicator.click();
  const references = page.getByTestId('outbox-reference');
  await expect(references).toHaveCount(2);
  const ids = await references.allTextContents();
  for (const id of ids) expect(id).toMatch(REFERENCE_ID_PATTERN);

  const stored = await withDatabase(async (db) => ({
    consultations: await db
      .collection('consultations')
      .find({ fullName: `Offline consultation ${run}` })
      .toArray(),
    contacts: await db
      .collection('contact_messages')
      .find({ fullName: `Offline contact ${run}` })
      .toArray(),
  }));
  expect(stored.consultations).toHaveLength(1);
  expect(stored.contacts).toHaveLength(1);
  expect(ids.sort()).toEqual([stored.consultations[0]!._id, stored.contacts[0]!._id].sort());
});
