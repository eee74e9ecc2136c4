/**
 * Issue 16 item 3 in the browser: a super admin switches maintenance mode on from the Feature
 * flags section of /admin/system-settings; a visitor sees the banner and sends the contact form,
 * which the API answers 503 and the outbox keeps; the super admin switches it off and the
 * submission is delivered (checked through the admin leads API). English and Arabic, 360 px for
 * the visitor, axe on the screen and its dialog. An admin is refused the screen and the API.
 *
 * Maintenance is switched on by a country rule for a country no other spec's browser claims
 * (Accept-Language `*-AQ`), never for everyone: the specs running beside this one keep writing.
 * The two languages edit the same flag, so they run one after the other.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { FLAG_KEYS } from '../../shared/flags/known-flags';
import { LEADS_API_PATH } from '../../shared/leads/inbox';
import { callAsPage, logInAs, MESSAGES, type TestLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { fillContact, formTitled, useLanguage } from './leads-helpers';
import { openIn } from './public-fixtures';
import { fitsWidth } from './layout-helpers';

const MAINTENANCE = FLAG_KEYS.maintenanceMode;
/** Antarctica: the region of this spec's visitors' language tags, and of no other spec's. */
const MAINTENANCE_COUNTRY = 'aq';

test.describe.configure({ mode: 'serial' });
const withKey = (message: string) => message.replace('{key}', MAINTENANCE);

/** A super admin on /admin/system-settings at phone width, in their own browser context. */
async function superadminOnSettings(browser: Browser, language: TestLanguage): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 360, height: 800 } })
  ).newPage();
  await openIn(page, language);
  await logInAs(page, 'superadmin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/system-settings');
  return page;
}

/**
 * Through the edit dialog, switches maintenance mode on for visitors from MAINTENANCE_COUNTRY (a
 * country rule answering On), or off again (the rule removed).
 */
async function switchMaintenance(page: Page, t: Record<string, string>, state: 'on' | 'off') {
  const card = page.getByTestId('feature-flag').filter({ hasText: MAINTENANCE });
  await card.getByRole('button', { name: withKey(t['admin.flags.editNamed']!) }).click();
  const dialog = page.getByRole('dialog', { name: withKey(t['admin.flags.editTitle']!) });
  const rules = dialog.getByTestId('flag-rule');
  if (state === 'on') {
    await expect(rules).toHaveCount(0);
    await dialog.getByRole('button', { name: t['admin.flags.rule.add'] }).click();
    const rule = rules.first();
    await rule.getByLabel(t['admin.flags.rule.kind']!).selectOption('country');
    await rule.getByLabel(t['admin.flags.rule.countries']!).fill(MAINTENANCE_COUNTRY);
    await expect(rule.getByLabel(t['admin.flags.rule.value']!)).toHaveValue('on');
  } else {
    const remove = t['admin.flags.rule.remove']!.replace('{number}', '1');
    await rules.first().getByRole('button', { name: remove }).click();
    await expect(rules).toHaveCount(0);
  }
  expect(await severeAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: t['admin.flags.save'] }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** The contact messages the admin leads API lists under `fullName`. */
async function listedContacts(page: Page, fullName: string): Promise<number> {
  const { status, body } = await callAsPage(
    page,
    `${LEADS_API_PATH}?kind=contactMessage&q=${encodeURIComponent(fullName)}`,
  );
  expect(status).toBe(200);
  return (body as { total: number }).total;
}

for (const language of ['en', 'ar'] as const satisfies TestLanguage[]) {
  const t = MESSAGES[language];

  test(`maintenance mode queues a visitor's submission and delivers it once switched off (${language})`, async ({
    browser,
  }) => {
    // Two sign-ins' worth of pages, a bot check and three writes on a shared, slow machine.
    test.setTimeout(180_000);
    const admin = await superadminOnSettings(browser, language);
    await expect(admin.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(
      admin.getByRole('heading', { level: 1, name: t['admin.nav.systemSettings'] }),
    ).toBeVisible();
    await expect(
      admin.getByRole('heading', { level: 2, name: t['admin.flags.title'] }),
    ).toBeVisible();
    await expect(admin.getByTestId('stale-flags')).toBeVisible();
    expect(await fitsWidth(admin)).toBe(true);
    expect(await severeAxeViolations(admin)).toEqual([]);

    try {
      await switchMaintenance(admin, t, 'on');

      // The visitor, at phone width, with every POST made by the page (no service worker).
      const visitorContext = await browser.newContext({
        locale: `${language}-${MAINTENANCE_COUNTRY.toUpperCase()}`,
        serviceWorkers: 'block',
        viewport: { width: 360, height: 740 },
      });
      const visitor = await visitorContext.newPage();
      const m = await useLanguage(visitor, language);
      await visitor.goto('/contact');
      const banner = visitor.getByTestId('maintenance-banner');
      await expect(banner).toHaveText(t['flags.maintenanceBanner']!, { timeout: 30_000 });
      expect(await severeAxeViolations(visitor)).toEqual([]);

      const form = formTitled(visitor, m['leads.contact.title']!);
      const fullName = `Maintenance ${language} ${Date.now()}`;
      await fillContact(form, m, fullName);
      const refused = visitor.waitForResponse(
        (response) =>
          response.url().endsWith('/api/public/contact-messages') && response.status() === 503,
      );
      await form.getByRole('button', { name: m['leads.contact.send'] }).click();
      expect((await refused).headers()['retry-after']).toBe('60');
      // Kept in the outbox as for a busy server, to be sent again (the banner says why).
      await expect(visitor.getByText(m['leads.queued.retryTitle']!)).toBeVisible();
      expect(await listedContacts(admin, fullName)).toBe(0);

      await switchMaintenance(admin, t, 'off');
      // The visitor comes back: the page learns maintenance is over and sends what waited.
      await visitor.reload();
      await expect(banner).toBeHidden({ timeout: 30_000 });
      await expect.poll(() => listedContacts(admin, fullName), { timeout: 30_000 }).toBe(1);
      await visitorContext.close();
    } finally {
      // Never leave the site in maintenance for the specs after this one.
      await callAsPage(admin, '/api/superadmin/feature-flags').then(async ({ body }) => {
        const flag = (body as { flags: { key: string; override: string }[] }).flags.find(
          (entry) => entry.key === MAINTENANCE,
        ) as unknown as Record<string, unknown> & { override: string; rules: unknown[] };
        if (flag.override === 'none' && flag.rules.length === 0) return;
        const { description, owner, type, defaultValue, revision } = flag;
        await callAsPage(admin, `/api/superadmin/feature-flags/${MAINTENANCE}`, 'PUT', {
          description,
          owner,
          type,
          defaultValue,
          rules: [],
          override: 'none',
          revision,
        });
      });
      await admin.context().close();
    }
  });
}

test('a super admin creates a flag with rules, sees it in the stale report, and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = MESSAGES.en;
  const key = `e2e-flag-${Date.now()}`;
  await openIn(page, 'en');
  await logInAs(page, 'superadmin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/system-settings');
  await page.getByRole('button', { name: t['admin.flags.create'] }).click();
  const dialog = page.getByRole('dialog', { name: t['admin.flags.createTitle'] });
  // The shared schema's messages, before anything is sent.
  await dialog.getByLabel(t['admin.flags.field.key']).fill('Bad Key');
  await dialog.getByRole('button', { name: t['admin.flags.save'] }).click();
  await expect(dialog.getByText(t['flags.keyFormat']!)).toBeVisible();
  await dialog.getByLabel(t['admin.flags.field.key']).fill(key);
  await dialog.getByLabel(t['admin.flags.field.description']).fill('A flag made by the e2e test');
  await dialog.getByLabel(t['admin.flags.field.owner']).fill('QA');
  // Two rules, by keyboard where it matters: a language rule, then a rollout moved above it.
  await dialog.getByRole('button', { name: t['admin.flags.rule.add'] }).click();
  const rules = dialog.getByTestId('flag-rule');
  await rules.nth(0).getByLabel(t['admin.flags.rule.kind']).selectOption('language');
  await rules.nth(0).getByRole('checkbox', { name: 'العربية' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: t['admin.flags.rule.add'] }).click();
  await rules.nth(1).getByLabel(t['admin.flags.rule.kind']).selectOption('rollout');
  await rules.nth(1).getByLabel(t['admin.flags.rule.percent']).fill('150');
  await dialog.getByRole('button', { name: t['admin.flags.save'] }).click();
  await expect(dialog.getByText(t['flags.percentRange']!)).toBeVisible();
  await rules.nth(1).getByLabel(t['admin.flags.rule.percent']).fill('25');
  await rules
    .nth(1)
    .getByRole('button', { name: t['admin.flags.rule.moveUp']!.replace('{number}', '2') })
    .click();
  await expect(rules.nth(0).getByLabel(t['admin.flags.rule.kind'])).toHaveValue('rollout');
  expect(await severeAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: t['admin.flags.save'] }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  const card = page.getByTestId('feature-flag').filter({ hasText: key });
  const answer = card.getByTestId('feature-flag-answer');
  await expect(answer.getByRole('listitem')).toHaveText([
    /For 25% of signed-in users: On/,
    /If the language is العربية: On/,
  ]);
  // New rules answer the opposite of the default: the flag splits callers, so it is not stale,
  // while the seeded flags without rules always give one answer and are.
  const stale = page.getByTestId('stale-flags');
  await expect(stale).toContainText(FLAG_KEYS.newSignUps);
  await expect(stale).not.toContainText(key);
  expect(await severeAxeViolations(page)).toEqual([]);

  await card
    .getByRole('button', { name: t['admin.flags.deleteNamed']!.replace('{key}', key) })
    .click();
  const confirm = page.getByRole('dialog', { name: t['admin.flags.deleteTitle'] });
  await confirm.getByRole('button', { name: t['admin.flags.delete'], exact: true }).click();
  await expect(confirm).toBeHidden({ timeout: 30_000 });
  await expect(card).toHaveCount(0);
});

test('an admin is refused system settings with the spec message, by the screen and the API', async ({
  page,
}) => {
  const t = MESSAGES.en;
  await openIn(page, 'en');
  await logInAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/system-settings');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('alert')).toHaveText(t['auth.guard.superadminRequired']);
  expect((await callAsPage(page, '/api/superadmin/feature-flags')).status).toBe(403);
});
