/**
 * Issue 16 item 6 in the browser: the maintenance section of the system settings screen (spec §2
 * super admin screen sections). A super admin downloads a backup, restores it into a new empty
 * database and is refused a second restore into the same one, then clears the caches; English
 * and Arabic, 360 px, keyboard, axe. It needs MaintenanceSection
 * (web/src/features/admin/maintenance/maintenance-section.tsx) mounted on the system settings
 * screen, which the branch owning that screen does.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { logInAs, MESSAGES, type TestLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { openIn } from './public-fixtures';
import { fitsWidth } from './layout-helpers';

/** A restore of the whole end-to-end database (see the test's time limit). */
const RESTORE_MS = 180_000;

for (const language of ['en', 'ar'] as const satisfies TestLanguage[]) {
  const t = MESSAGES[language];

  test(`a super admin backs up, restores and clears the caches (${language})`, async ({
    page,
  }, testInfo) => {
    // The backup holds the whole end-to-end database by the time this runs (after every other
    // spec), and the restore writes all of it again on the embedded engine.
    test.setTimeout(480_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await openIn(page, language);
    await logInAs(page, 'superadmin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/system-settings');
    const section = page.getByRole('region', { name: t['admin.maintenance.title'] });
    await expect(section).toBeVisible({ timeout: 30_000 });
    expect(await fitsWidth(page)).toBe(true);
    expect(await severeAxeViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: t['admin.maintenance.backup'] }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^backup-.+\.ndjson\.gz$/);
    const archive = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(archive);

    // The shared schema refuses a name the database would not take, before any upload.
    const database = section.getByLabel(t['admin.maintenance.database']);
    await section.getByLabel(t['admin.maintenance.archive']).setInputFiles(archive);
    await database.fill('not a name');
    await section.getByRole('button', { name: t['admin.maintenance.restore'] }).click();
    await expect(section.getByText(t['admin.maintenance.error.databaseName'])).toBeVisible();
    const name = `e2e_${language}_${randomBytes(4).toString('hex')}`;
    await database.fill(name);
    await database.press('Enter');
    await expect(section.getByRole('status')).toContainText(name, { timeout: RESTORE_MS });
    expect(await severeAxeViolations(page)).toEqual([]);
    await section.getByRole('button', { name: t['admin.maintenance.restore'] }).click();
    await expect(section.getByRole('alert')).toHaveText(t['admin.maintenance.error.notEmpty'], {
      timeout: RESTORE_MS,
    });

    await section.getByRole('button', { name: t['admin.maintenance.clear'] }).click();
    const confirm = page.getByRole('dialog', { name: t['admin.maintenance.clearTitle'] });
    expect(await severeAxeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: t['admin.maintenance.clear'] }).click();
    await expect(confirm).toBeHidden({ timeout: 30_000 });
    await expect(section.getByText(t['admin.maintenance.cleared'])).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
  });
}
