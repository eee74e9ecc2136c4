import { expect, type Page } from '@playwright/test';
import seedAccounts from '../../api/src/identity/seed-accounts.json';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';

export type SeededRole = 'student' | 'admin' | 'superadmin';

/** The seeded account of a role (README "Seeded accounts"). */
export function seededAccount(role: SeededRole) {
  const account = seedAccounts.find((candidate) => candidate.roles.includes(role));
  if (!account) throw new Error(`No seeded ${role}`);
  return account;
}

export const MESSAGES = { en, ar } as const;
export type TestLanguage = keyof typeof MESSAGES;

/** Starts the app in `language` (the saved preference of spec §3), before any page script runs. */
export async function useLanguage(page: Page, language: TestLanguage): Promise<void> {
  await page.addInitScript((code) => {
    if (!localStorage.getItem('userPreferences')) {
      localStorage.setItem(
        'userPreferences',
        JSON.stringify({ language: code, theme: 'system', currency: 'USD', timezone: 'UTC' }),
      );
    }
  }, language);
}

/** Fills the local provider's login page, which the browser must be showing. */
export async function submitProviderLogin(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** A redirect login from /auth/login as a seeded role; resolves on the page the app lands on. */
export async function logInAs(page: Page, role: SeededRole, startPath = '/auth/login') {
  const account = seededAccount(role);
  await page.goto(startPath);
  await submitProviderLogin(page, account.email, account.password);
}
