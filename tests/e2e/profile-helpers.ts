/**
 * Shared steps of the profile specs (issue 11 item 4): a new student per test (signed up through
 * the provider's page, so no two tests share a profile) and the profile screen's tabs.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES, submitProviderLogin, type TestLanguage, useLanguage } from './auth-helpers';

export const PROFILE_PASSWORD = 'Valid#Pass1';

/** Signs a new student up in `language`; resolves on the dashboard with the account's e-mail. */
export async function signUpStudent(page: Page, language: TestLanguage = 'en') {
  await useLanguage(page, language);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.locator('a[href$="/signup"]').click();
  const email = `profile-${language}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.locator('#name').fill('Pia Profile');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PROFILE_PASSWORD);
  await page.locator('#confirmPassword').fill(PROFILE_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, t: MESSAGES[language] };
}

/** Logs an existing account in on another device (a fresh browser context). */
export async function logInExisting(page: Page, email: string) {
  await page.goto('/auth/login');
  await submitProviderLogin(page, email, PROFILE_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

type Messages = (typeof MESSAGES)['en'];

/** Opens /dashboard/profile on `tab` and waits for its form. */
export async function openProfileTab(page: Page, t: Messages, tab: string, search = '') {
  await page.goto(`/dashboard/profile?tab=${tab}${search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: t['dashboard.nav.profile'] }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t['profile.save'] })).toBeVisible();
}

/** Saves the open tab (or the form inside `scope`) and waits until it is kept on this device. */
export async function saveTab(scope: Page | Locator, t: Messages) {
  await scope.getByRole('button', { name: t['profile.save'] }).click();
  await expect(scope.getByTestId('profile-save-status')).toContainText(t['profile.saved']);
}
