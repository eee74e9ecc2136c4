import { expect, test, type Page } from '@playwright/test';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { startServerProcess, type ServerProcess } from '../harness/server-process';
import { botCheckOf, fillContact, formTitled, useLanguage, withDatabase } from './leads-helpers';
import {
  FAKE_CHECKBOX_LABEL,
  FAKE_RECAPTCHA_API_JS,
  RECAPTCHA_SITE_KEY,
  startFakeSiteverify,
  uniqueName,
  type FakeSiteverify,
} from './leads-recaptcha-doubles';

let siteverify: FakeSiteverify;
let server: ServerProcess;

// One worker, so the spec starts one extra product instance (with reCAPTCHA keys).
test.describe.configure({ mode: 'serial' });
// Google's script must come from the route below, never from the service worker.
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  siteverify = await startFakeSiteverify();
  server = await startServerProcess({
    ...siteverify.env,
    SEED_PROGRAM_COUNT: '50',
    LEADS_RATE_LIMIT_PER_MINUTE: '1000',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await siteverify?.close();
});

/** Serves the api.js double for Google's script URL; answers the URLs the page asked for. */
async function routeGoogleScript(page: Page): Promise<URL[]> {
  const requested: URL[] = [];
  await page.route('https://www.google.com/recaptcha/api.js*', async (route) => {
    requested.push(new URL(route.request().url()));
    await route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA_API_JS });
  });
  return requested;
}

const storedContacts = (fullName: string) =>
  withDatabase((db) => db.collection('contact_messages').find({ fullName }).toArray(), server);

for (const language of ['en', 'ar'] as const) {
  test(`reCAPTCHA mode: the checkbox replaces ALTCHA and its token is the proof (${language})`, async ({
    page,
  }) => {
    const m = await useLanguage(page, language);
    const requested = await routeGoogleScript(page);
    await page.goto(`${server.baseUrl}/contact`);
    const form = formTitled(page, m['leads.contact.title']!);
    const botCheck = botCheckOf(form);
    const box = botCheck.getByRole('checkbox', { name: FAKE_CHECKBOX_LABEL });
    await expect(box).toBeVisible({ timeout: 30_000 });
    await expect(botCheck.locator('altcha-widget')).toHaveCount(0);
    await expect(botCheck.locator(`[data-sitekey="${RECAPTCHA_SITE_KEY}"]`)).toHaveCount(1);
    expect(requested).toHaveLength(1);
    expect(requested[0]!.searchParams.get('render')).toBe('explicit');
    expect(requested[0]!.searchParams.get('hl')).toBe(language);

    const fullName = uniqueName(`reCAPTCHA ${language}`);
    await fillContact(form, m, fullName);
    await form.getByRole('button', { name: m['leads.contact.send'] }).click();
    await expect(botCheck.getByRole('alert')).toHaveText(m['leads.error.botCheckMissing']!);

    await box.check();
    await expect(botCheck.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: m['leads.contact.send'] }).click();
    const reference = page.getByTestId('reference-id');
    await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: 30_000 });
    const stored = await storedContacts(fullName);
    expect(stored.map((document) => document._id)).toEqual([await reference.textContent()]);
    expect(siteverify.tokens.at(-1)).toMatch(/^fake-token-/);
  });
}

test('reCAPTCHA mode: a message queued offline is sent once the visitor ticks the box', async ({
  page,
  context,
}) => {
  const m = await useLanguage(page, 'en');
  await routeGoogleScript(page);
  await page.goto(`${server.baseUrl}/contact`);
  const form = formTitled(page, m['leads.contact.title']!);
  await expect(botCheckOf(form).getByRole('checkbox', { name: FAKE_CHECKBOX_LABEL })).toBeVisible({
    timeout: 30_000,
  });

  await context.setOffline(true);
  const fullName = uniqueName('Queued reCAPTCHA');
  await fillContact(form, m, fullName);
  await form.getByRole('button', { name: m['leads.contact.send'] }).click();
  await expect(page.getByText(m['leads.queued.bodyCheck']!)).toBeVisible();
  const indicator = page.getByTestId('outbox-indicator');
  await expect(indicator).toHaveText('1 submission waiting');

  await context.setOffline(false);
  const prompt = page.getByTestId('outbox-check');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  expect(await storedContacts(fullName)).toHaveLength(0);
  // A click, not check(): the token sends the item at once and its card goes away, so the box
  // may be gone before check() can see it ticked (it then retries until the test times out).
  await prompt.getByRole('checkbox', { name: FAKE_CHECKBOX_LABEL }).click();
  await expect(indicator).toHaveText('1 sent: see its reference ID', { timeout: 30_000 });
  await indicator.click();
  const reference = page.getByTestId('outbox-reference');
  await expect(reference).toHaveText(REFERENCE_ID_PATTERN);
  const stored = await storedContacts(fullName);
  expect(stored.map((document) => document._id)).toEqual([await reference.textContent()]);
});
