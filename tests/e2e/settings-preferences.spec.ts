/**
 * Settings' notifications and display sections (issue 11 items 5): saved to the synced settings,
 * kept across a reload and on a second device, applied app-wide; a visitor's preferences seed a
 * new user's settings; axe in English and Arabic; 360 px.
 */
import { expect, type Browser, type Page, test } from '@playwright/test';
import { logInNewStudent, MESSAGES, signUpNewStudent, type TestLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { expectSynced } from './sync-helpers';

const t = MESSAGES.en;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Preferences a visitor chose before signing up, saved before any page script runs. */
async function visitorPreferences(page: Page, preferences: Record<string, string>) {
  await page.addInitScript((saved) => {
    if (!localStorage.getItem('userPreferences')) {
      localStorage.setItem('userPreferences', JSON.stringify(saved));
    }
  }, preferences);
}

/** Signs a new student up (one account per test) and opens the settings. */
function signUp(page: Page): Promise<string> {
  return signUpNewStudent(page, 'prefs', 'Pia Preferences');
}

/** The same user on a second device: a fresh browser context that logs in. */
async function secondDevice(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInNewStudent(page, email);
  return page;
}

async function openSettings(page: Page, language: TestLanguage = 'en') {
  await page.goto('/dashboard/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: MESSAGES[language]['dashboard.nav.settings'] }),
  ).toBeVisible();
}

const display = (page: Page) => page.locator('#display');
const notifications = (page: Page) => page.locator('#notifications');

test('notification toggles and the newsletter frequency survive a reload and reach a second device', async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  await openSettings(page);
  const marketing = notifications(page).getByRole('switch', {
    name: t['settings.notifications.marketingEmails'],
  });
  const sessions = notifications(page).getByRole('switch', {
    name: t['settings.notifications.sessionReminders'],
  });
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  await expect(sessions).toHaveAttribute('aria-checked', 'true');

  // By keyboard: focus and Space.
  await marketing.focus();
  await page.keyboard.press('Space');
  await expect(marketing).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(t['settings.notifications.savedTitle'])).toBeVisible();
  await expect(page.getByText(t['settings.notifications.savedBody'])).toBeVisible();
  await sessions.click();
  await expect(sessions).toHaveAttribute('aria-checked', 'false');
  await notifications(page).getByLabel(t['settings.newsletter.label']).selectOption('weekly');
  await expectSynced(page);

  await page.reload();
  await expect(marketing).toHaveAttribute('aria-checked', 'true');
  await expect(sessions).toHaveAttribute('aria-checked', 'false');
  await expect(notifications(page).getByLabel(t['settings.newsletter.label'])).toHaveValue(
    'weekly',
  );

  const phone = await secondDevice(browser, email);
  await openSettings(phone);
  await expect(
    notifications(phone).getByRole('switch', { name: t['settings.notifications.marketingEmails'] }),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(
    notifications(phone).getByRole('switch', {
      name: t['settings.notifications.sessionReminders'],
    }),
  ).toHaveAttribute('aria-checked', 'false');
  await expect(notifications(phone).getByLabel(t['settings.newsletter.label'])).toHaveValue(
    'weekly',
  );
  await phone.context().close();
});

test('a visitor’s currency seeds the new account, and theme and currency changes reach the second device', async ({
  page,
  browser,
}) => {
  await visitorPreferences(page, {
    language: 'en',
    theme: 'light',
    currency: 'EUR',
    timezone: 'Europe/Paris',
  });
  const email = await signUp(page);
  await expectSynced(page);

  // A fresh device starts in US dollars and takes the account's euros and Paris time.
  const phone = await secondDevice(browser, email);
  await openSettings(phone);
  await expect(display(phone).getByLabel(t['currency.label'])).toHaveValue('EUR');
  await expect(display(phone).getByLabel(t['settings.display.timeZone'])).toHaveValue(
    'Europe/Paris',
  );

  await openSettings(page);
  await display(page).getByRole('radio', { name: t['theme.dark'] }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await display(page).getByLabel(t['currency.label']).selectOption('GBP');

  // The phone follows without a reload: its whole app turns dark and shows pounds.
  await expect(phone.locator('html')).toHaveClass(/\bdark\b/, { timeout: 20_000 });
  await expect(display(phone).getByLabel(t['currency.label'])).toHaveValue('GBP', {
    timeout: 20_000,
  });
  await expect(display(phone).getByRole('radio', { name: t['theme.dark'] })).toBeChecked();
  await phone.goto('/courses');
  await expect(phone.getByText(/£/).first()).toBeVisible();
  await phone.context().close();
});

test('choosing Arabic in the display settings switches the app to right-to-left Arabic', async ({
  page,
}) => {
  await signUp(page);
  await openSettings(page);
  expect(await severeAxeViolations(page)).toEqual([]);

  await display(page).getByLabel(t['settings.display.language']).selectOption('ar');
  const ar = MESSAGES.ar;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(
    page.getByRole('heading', { level: 1, name: ar['dashboard.nav.settings'] }),
  ).toBeVisible();
  await expect(
    page.getByRole('switch', { name: ar['settings.notifications.marketingEmails'] }),
  ).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  // Still Arabic after a reload: the choice is in the synced settings and the browser.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(display(page).getByLabel(ar['settings.display.timeZone'])).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await severeAxeViolations(page)).toEqual([]);
});
