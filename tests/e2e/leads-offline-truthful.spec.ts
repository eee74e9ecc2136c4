import { expect, test, type Locator, type Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { fillConsultation, MESSAGES, withDatabase } from './leads-helpers';
import { openIn } from './public-fixtures';
import { VIEWPORTS } from './viewports';

/**
 * Issue 10 item 14: a consultation sent offline says "saved for later", and only that, until the
 * outbox delivers it; then the panel and a toast show the reference ID the API stored, and the
 * outbox pill, which lists it, covers no submit button.
 */
const DELIVERY_MS = 60_000;

/** Whether `button`'s centre is the button itself to a pointer, not something fixed over it. */
async function isUncovered(button: Locator): Promise<boolean> {
  return button.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && node.contains(top);
  });
}

/** Whether the outbox corner and `button` share any pixel on screen. */
async function overlapsOutbox(page: Page, button: Locator): Promise<boolean> {
  const corner = (await page.getByTestId('outbox-indicator').boundingBox())!;
  const box = (await button.boundingBox())!;
  return (
    box.x < corner.x + corner.width &&
    corner.x < box.x + box.width &&
    box.y < corner.y + corner.height &&
    corner.y < box.y + box.height
  );
}

for (const language of ['en', 'ar'] as const) {
  const m = MESSAGES[language];
  const format = (id: string, values: Record<string, string | number>) =>
    String(new IntlMessageFormat(m[id]!, language).format(values));
  for (const viewport of VIEWPORTS) {
    test(`a consultation sent offline says saved, then sent with the stored reference ID (${language}, ${viewport.name})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const fullName = `Truthful ${language} ${viewport.width} ${Date.now()}`;
      await page.setViewportSize(viewport);
      await openIn(page, language);
      await page.goto('/request-consultation');
      const form = page.getByRole('form', { name: m['leads.consultation.title'] });
      await expect(form).toBeVisible();

      await context.setOffline(true);
      await fillConsultation(form, m, fullName);
      await form.getByRole('button', { name: m['leads.consultation.send'] }).click();
      const panel = page.getByTestId('submission-result');
      await expect(panel).toContainText(m['leads.queued.title']!);
      await expect(panel.getByTestId('reference-id')).toHaveCount(0);
      const indicator = page.getByTestId('outbox-indicator');
      await expect(indicator).toHaveText(format('leads.outbox.count', { count: 1 }));
      // Only saved: no toast claims it was sent.
      const toasts = page.getByTestId('toast-viewport').getByRole('status');
      await expect(toasts).toHaveCount(0);

      await context.setOffline(false);
      const reference = panel.getByTestId('reference-id');
      await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: DELIVERY_MS });
      await expect(panel).toContainText(m['leads.success.title']!);
      const id = (await reference.textContent())!;
      const kind = m['leads.outbox.kind.consultation']!;
      await expect(toasts).toHaveCount(1);
      await expect(toasts).toContainText(format('leads.toast.deliveredTitle', { kind }));
      await expect(toasts).toContainText(id);

      const stored = await withDatabase((db) =>
        db.collection<{ _id: string }>('consultations').findOne({ _id: id }),
      );
      expect(stored).toMatchObject({ fullName, language });

      // The pill says it was sent, and its list shows the same reference.
      await expect(indicator).toHaveText(format('leads.outbox.sentCount', { count: 1 }));
      await indicator.click();
      await expect(page.getByTestId('outbox-reference')).toHaveText(id);
      await page.keyboard.press('Escape');

      // A new form below the pill: its send button is never under it.
      await panel.getByRole('button', { name: m['leads.success.again'] }).click();
      const send = form.getByRole('button', { name: m['leads.consultation.send'] });
      // Scrolled just into view (as far as the page lets it: it stops above the corner). The new
      // form's bot check is still settling and may move the button, so the scroll is repeated
      // until the layout holds still.
      await expect
        .poll(async () => {
          await send.evaluate((node) => node.scrollIntoView({ block: 'end' }));
          return (await overlapsOutbox(page, send)) || !(await isUncovered(send));
        })
        .toBe(false);
      // The page's last button, at the very end of the page, too.
      const footerSend = page
        .getByRole('contentinfo')
        .getByRole('button', { name: m['leads.newsletter.subscribe'] });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await overlapsOutbox(page, footerSend)).toBe(false);
    });
  }
}
