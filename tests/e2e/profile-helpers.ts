/**
 * Shared steps of the profile specs (issue 11 item 4): a new student per test (signed up through
 * the provider's page, so no two tests share a profile) and the profile screen's tabs.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES, signUpNewStudent, type TestLanguage, useLanguage } from './auth-helpers';

/** Signs a new student up in `language`; resolves on the dashboard with the account's e-mail. */
export async function signUpStudent(page: Page, language: TestLanguage = 'en') {
  await useLanguage(page, language);
  const email = await signUpNewStudent(page, `profile-${language}`, 'Pia Profile');
  return { email, t: MESSAGES[language] };
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
