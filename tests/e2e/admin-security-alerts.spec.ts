/**
 * Issue 16 item 5 in the browser: a burst of wrong passwords against one account raises an alert
 * the super admin sees on the system settings screen and acknowledges (by keyboard), with its
 * audit entry linked; the pending patches are listed from the OSV double the global setup starts
 * (tests/harness/osv-double.ts, for the lockfile of E2E_PATCHES_LOCKFILE_PACKAGES). English and
 * Arabic, 360 px, axe. An admin is refused the screen with the spec's message, and the API.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  FAILED_LOGINS_PER_ACCOUNT_THRESHOLD,
  SECURITY_ALERTS_PATHS,
} from '../../shared/security-alerts/security-alerts';
import { LODASH_ADVISORY } from '../harness/osv-double';
import {
  callAsPage,
  logInAs,
  MESSAGES,
  submitProviderLogin,
  type TestLanguage,
} from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { fitsWidth } from './layout-helpers';
import { openIn } from './public-fixtures';

/** Wrong passwords for `email` on the provider's login page, each answered by the page again. */
async function burstOfWrongPasswords(page: Page, email: string) {
  await page.goto('/auth/login');
  for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT_THRESHOLD; i += 1) {
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/login$/.test(response.url()),
    );
    await submitProviderLogin(page, email, `Wrong#guess${i}`);
    expect([401, 423]).toContain((await answered).status());
    await expect(page.locator('[role="alert"]')).toBeVisible();
  }
}

for (const language of ['en', 'ar'] as const satisfies TestLanguage[]) {
  const t = MESSAGES[language];

  test(`a failed-login burst is raised, seen and acknowledged; pending patches are listed (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await openIn(page, language);
    const target = `intruded-${language}-${randomBytes(4).toString('hex')}@example.com`;
    await burstOfWrongPasswords(page, target);

    await logInAs(page, 'superadmin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/system-settings');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const alerts = page.getByRole('region', { name: t['admin.securityAlerts.title'] });
    await alerts.getByLabel(t['admin.securityAlerts.filterSeverity']).selectOption('medium');
    await alerts.getByLabel(t['admin.securityAlerts.filterAcknowledged']).selectOption('false');
    const item = alerts.getByRole('listitem').filter({ hasText: target });
    await expect(item).toBeVisible({ timeout: 30_000 });
    await expect(item).toContainText(t['admin.securityAlerts.kind.failed-logins-account']);
    await expect(item).toContainText(t['admin.securityAlerts.severity.medium']);
    expect(await fitsWidth(page)).toBe(true);
    expect(await severeAxeViolations(page)).toEqual([]);

    const acknowledge = item.getByRole('button', { name: t['admin.securityAlerts.acknowledge'] });
    await acknowledge.focus();
    await page.keyboard.press('Enter');
    await expect(acknowledge).toBeHidden();
    await expect(item).toContainText('superadmin@study-abroad.local');
    const auditLink = item.getByRole('link');
    await expect(auditLink).toHaveAttribute(
      'href',
      /\/admin\/logs\?tab=audit&from=\d{4}-\d{2}-\d{2}/,
    );

    const patches = page.getByRole('region', { name: t['admin.patches.title'] }).first();
    const row = patches.getByRole('row').filter({ hasText: LODASH_ADVISORY.id });
    await expect(row).toContainText('lodash');
    await expect(row).toContainText('4.17.20');
    await expect(row).toContainText(LODASH_ADVISORY.fixed);
    await patches.getByRole('button', { name: t['admin.patches.checkNow'] }).click();
    await expect(row).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    expect(await severeAxeViolations(page)).toEqual([]);

    await auditLink.click();
    await expect(page).toHaveURL(/\/admin\/logs\?tab=audit/);
    await expect(page.getByText('security-alert.acknowledge').first()).toBeVisible();
  });
}

test('an admin is refused security alerts with the spec message, by the screen and the API', async ({
  page,
}) => {
  const t = MESSAGES.en;
  await openIn(page, 'en');
  await logInAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/system-settings');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('alert')).toHaveText(t['auth.guard.superadminRequired']);
  expect((await callAsPage(page, SECURITY_ALERTS_PATHS.list)).status).toBe(403);
  expect((await callAsPage(page, SECURITY_ALERTS_PATHS.patches)).status).toBe(403);
  const acknowledged = await callAsPage(page, SECURITY_ALERTS_PATHS.acknowledge('any'), 'POST', {});
  expect(acknowledged.status).toBe(403);
});
