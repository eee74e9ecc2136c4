import { expect, test } from '@playwright/test';
import { MESSAGES, useLanguage } from './auth-helpers';

/** Each password rule of spec §5, with a password breaking only that rule. */
const RULE_BREAKERS = [
  { key: 'auth.password.minLength', password: 'Ab1!xyz' },
  { key: 'auth.password.uppercase', password: 'abcdefg1!' },
  { key: 'auth.password.lowercase', password: 'ABCDEFG1!' },
  { key: 'auth.password.number', password: 'Abcdefgh!' },
  { key: 'auth.password.special', password: 'Abcdefg12' },
] as const;

const VALID_PASSWORD = 'Valid#Pass1';

for (const language of ['en', 'ar'] as const) {
  const t = MESSAGES[language];

  test(`sign-up enforces the password policy and logs the new student in (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.locator('a[href$="/signup"]').click();

    const email = `new-${language}-${Date.now()}@example.com`;
    const submit = async (password: string, confirmPassword: string) => {
      await page.locator('#name').fill('Nour Newcomer');
      await page.locator('#email').fill(email);
      await page.locator('#password').fill(password);
      await page.locator('#confirmPassword').fill(confirmPassword);
      await page.locator('form button[type="submit"]').click();
    };

    for (const rule of RULE_BREAKERS) {
      await submit(rule.password, rule.password);
      await expect(page.locator('#password-error')).toHaveText(t[rule.key]);
    }
    await submit(VALID_PASSWORD, `${VALID_PASSWORD}x`);
    await expect(page.locator('#confirmPassword-error')).toHaveText(t['auth.password.mismatch']);

    await submit(VALID_PASSWORD, VALID_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(t['auth.message.loggedIn'])).toBeVisible();
  });
}
