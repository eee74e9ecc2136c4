/**
 * Issue 15 item 5, referral: a student copies their personal link from the overview; a friend
 * opens it, creates an account, and the student's overview counts one sign-up (once, however
 * often the friend comes back). The section in Arabic at 360 px, by keyboard, axe-clean.
 */
import { expect, type Page, test } from '@playwright/test';
import { MESSAGES, signUpNewStudent, type TestLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { openIn } from './public-fixtures';

test.describe.configure({ timeout: 180_000 });

const referralSection = (page: Page, language: TestLanguage) =>
  page.getByRole('region', { name: MESSAGES[language]['dashboard.overview.referral.title'] });

async function referralLinkOf(page: Page, language: TestLanguage): Promise<string> {
  const field = referralSection(page, language).getByLabel(
    MESSAGES[language]['dashboard.overview.referral.link'],
  );
  await expect(field).toHaveValue(/\/\?ref=[a-z2-7]{10}$/, { timeout: 30_000 });
  return field.inputValue();
}

test('a friend who signs up through a student’s link is counted on the student’s overview', async ({
  page,
  browser,
}) => {
  const t = MESSAGES.en;
  await openIn(page, 'en');
  await signUpNewStudent(page, 'referrer', 'Rita Referrer');
  const section = referralSection(page, 'en');
  await expect(section.getByText('No one has signed up through your link yet.')).toBeVisible({
    timeout: 30_000,
  });
  const link = await referralLinkOf(page, 'en');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByRole('button', { name: t['dashboard.overview.referral.copy'] }).click();
  await expect(section.getByText(t['dashboard.overview.referral.copied'])).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The friend, on a device of their own, opens the link and creates an account.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await openIn(friend, 'en');
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await expect(friend.getByRole('heading', { level: 1 })).toBeVisible();
  await signUpNewStudent(friend, 'friend', 'Fred Friend');
  // Their dashboard claims the link once; coming back does not count again.
  await expect
    .poll(() => friend.evaluate(() => localStorage.getItem('referral.pending')), {
      timeout: 30_000,
    })
    .toBeNull();
  await friend.reload();
  await expect(referralSection(friend, 'en')).toBeVisible();
  await friendContext.close();

  await page.reload();
  await expect(section.getByText('1 friend signed up through your link.')).toBeVisible({
    timeout: 30_000,
  });
  expect(await severeAxeViolations(page)).toEqual([]);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the referral section works in Arabic, right to left, by keyboard', async ({ page }) => {
    const ar = MESSAGES.ar;
    await openIn(page, 'ar');
    await signUpNewStudent(page, 'referrer-ar', 'Rana');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const section = referralSection(page, 'ar');
    await expect(section.getByText('لم يسجّل أحد عبر رابطك بعد.')).toBeVisible({ timeout: 30_000 });
    await referralLinkOf(page, 'ar');
    const copy = section.getByRole('button', { name: ar['dashboard.overview.referral.copy'] });
    await copy.focus();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.keyboard.press('Enter');
    await expect(section.getByText(ar['dashboard.overview.referral.copied'])).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
