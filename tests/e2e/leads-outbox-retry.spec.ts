/**
 * The outbox's answers to a busy server and to a refusal (DESIGN.md decision 4): a 429 with
 * Retry-After is waited out and the same submission delivered; a 400 about a field reopens the
 * form with what the visitor typed and the server's message, and the fixed item is delivered.
 * The service worker is blocked here so every POST comes from the page, where `page.route` sees
 * it; the worker's Background Sync runs the same outbox code (unit-tested in web/src/data).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { CALL_ERROR_MESSAGES } from '../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../shared/leads/lead-messages';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { IDEMPOTENCY_KEY_HEADER, SUBMISSION_PATHS } from '../../shared/leads/submission';
import { fillContact, formTitled, useLanguage, withDatabase } from './leads-helpers';

test.use({ serviceWorkers: 'block' });

interface Post {
  request: Request;
  /** When the browser sent it (this process's clock). */
  at: number;
}

/** The API's answer when it is busy: a 429 asking to come back in a second. */
const BUSY_FOR_A_SECOND = {
  status: 429,
  headers: { 'Retry-After': '1' },
  json: {
    statusCode: 429,
    error: 'Too Many Requests',
    message: CALL_ERROR_MESSAGES.tooManyRequests,
  },
};

/**
 * Answers the first contact-message POST with `answer`, lets the rest reach the API once
 * `laterPostsHeldUntil` has resolved (a test that checks what the page shows meanwhile), logs all.
 */
async function answerFirstPostWith(
  page: Page,
  answer: { status: number; headers?: Record<string, string>; json: unknown },
  laterPostsHeldUntil: Promise<void> = Promise.resolve(),
): Promise<Post[]> {
  const posts: Post[] = [];
  await page.route(`**${SUBMISSION_PATHS.contactMessage}`, async (route) => {
    posts.push({ request: route.request(), at: Date.now() });
    if (posts.length === 1) {
      await route.fulfill(answer);
      return;
    }
    await laterPostsHeldUntil;
    await route.fallback();
  });
  return posts;
}

/** The states of the items in the browser's outbox, read straight from IndexedDB. */
function outboxStatuses(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('leads-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('items').objectStore('items').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () =>
            resolve((all.result as { state: { status: string } }[]).map((i) => i.state.status));
        };
      }),
  );
}

/** Serious and critical axe findings inside `selector`. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join()}`);
}

function storedContacts(fullName: string) {
  return withDatabase((db) => db.collection('contact_messages').find({ fullName }).toArray());
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`outbox retries and fixes (${language})`, () => {
    // Arabic at the narrowest phone width, right to left.
    if (language === 'ar') test.use({ viewport: { width: 360, height: 740 } });

    test('an item that meets a 429 waits for Retry-After and is delivered once', async ({
      page,
      context,
    }) => {
      const m = await useLanguage(page, language);
      const posts = await answerFirstPostWith(page, BUSY_FOR_A_SECOND);
      await page.goto('/contact');
      const form = formTitled(page, m['leads.contact.title']!);
      const fullName = `Busy server ${language} ${Date.now()}`;

      // Every lazy part of the page is loaded before the network goes (no service worker here).
      await expect(form.getByLabel(m['leads.field.fullName']!)).toBeVisible();
      await context.setOffline(true);
      await fillContact(form, m, fullName);
      await form.getByRole('button', { name: m['leads.contact.send'] }).click();
      await expect(page.getByText(m['leads.queued.title']!)).toBeVisible();
      await context.setOffline(false);

      await page.getByTestId('outbox-indicator').click();
      const reference = page.getByTestId('outbox-reference');
      await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: 30_000 });
      expect(await outboxStatuses(page)).toEqual(['delivered']);

      // The same submission twice, the second no sooner than the server asked.
      expect(posts).toHaveLength(2);
      const [refused, delivered] = posts as [Post, Post];
      const key = await refused.request.headerValue(IDEMPOTENCY_KEY_HEADER);
      expect(key).toBeTruthy();
      expect(await delivered.request.headerValue(IDEMPOTENCY_KEY_HEADER)).toBe(key);
      expect(delivered.at - refused.at).toBeGreaterThanOrEqual(1_000);

      const stored = await storedContacts(fullName);
      expect(stored.map((document) => document._id)).toEqual([await reference.textContent()]);
    });

    test('an item refused for a field reopens its form; fixed, it is delivered', async ({
      page,
      context,
    }) => {
      const m = await useLanguage(page, language);
      const posts = await answerFirstPostWith(page, {
        status: 400,
        json: {
          statusCode: 400,
          error: 'Bad Request',
          message: CALL_ERROR_MESSAGES.badRequest,
          details: [{ field: 'email', message: LEAD_MESSAGES.invalidEmail }],
        },
      });
      await page.goto('/contact');
      const form = formTitled(page, m['leads.contact.title']!);
      const fullName = `Refused field ${language} ${Date.now()}`;

      // Every lazy part of the page is loaded before the network goes (no service worker here).
      await expect(form.getByLabel(m['leads.field.fullName']!)).toBeVisible();
      await context.setOffline(true);
      await fillContact(form, m, fullName);
      await form.getByRole('button', { name: m['leads.contact.send'] }).click();
      await expect(page.getByText(m['leads.queued.title']!)).toBeVisible();
      await context.setOffline(false);

      const prompt = page.getByTestId('outbox-fix');
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      expect(await outboxStatuses(page)).toEqual(['needs-fix']);
      // The form's own panel follows its item: refused, and what to fix.
      const panel = page.getByTestId('submission-result');
      await expect(panel).toContainText(m['leads.result.refusedTitle']!);
      await expect(panel).toContainText(m['leads.error.invalidEmail']!);
      expect(await seriousViolations(page, '[data-testid="outbox-fix"]')).toEqual([]);
      // By keyboard: the card's button opens the form again.
      await prompt.getByRole('button', { name: m['leads.outbox.fix'] }).focus();
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(m['leads.field.fullName']!)).toHaveValue(fullName);
      await expect(dialog.getByLabel(m['leads.field.message']!, { exact: true })).toHaveValue(
        'Do you help with visa applications?',
      );
      const email = dialog.getByLabel(m['leads.field.email']!, { exact: true });
      await expect(email).toHaveValue('grace@example.com');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(m['leads.error.invalidEmail']!);
      expect(await seriousViolations(page, '[data-testid="outbox-fix-dialog"]')).toEqual([]);

      await email.fill('grace@example.org');
      await dialog.getByRole('button', { name: m['leads.contact.send'] }).click();
      const reference = dialog.getByTestId('reference-id');
      await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: 30_000 });
      expect(await outboxStatuses(page)).toEqual(['delivered']);
      await expect(prompt).toBeHidden();

      expect(posts).toHaveLength(2);
      expect(posts[1]!.request.postDataJSON()).toMatchObject({
        fullName,
        email: 'grace@example.org',
      });
      const stored = await storedContacts(fullName);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ _id: await reference.textContent() });
    });
  });
}

test('a form sent online into a 429 says when it will be sent, and then it is', async ({
  page,
}) => {
  const m = await useLanguage(page, 'en');
  // The retry, a second later, is held until the page has been seen saying when it will be sent:
  // on a loaded machine that second can pass before the check first looks.
  let releaseRetry!: () => void;
  const retryReleased = new Promise<void>((resolve) => (releaseRetry = resolve));
  const posts = await answerFirstPostWith(page, BUSY_FOR_A_SECOND, retryReleased);
  await page.goto('/contact');
  const form = formTitled(page, m['leads.contact.title']!);
  const fullName = `Busy server online ${Date.now()}`;
  await fillContact(form, m, fullName);
  await form.getByRole('button', { name: m['leads.contact.send'] }).click();
  await expect(page.getByText(m['leads.queued.retryTitle']!)).toBeVisible();
  releaseRetry();

  await page.getByTestId('outbox-indicator').click();
  const reference = page.getByTestId('outbox-reference');
  await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: 30_000 });
  expect(posts).toHaveLength(2);
  const stored = await storedContacts(fullName);
  expect(stored.map((document) => document._id)).toEqual([await reference.textContent()]);
});
