/**
 * Issue 13 item 9 in the browser: an admin manages roles (create, edit; built-in roles and the
 * super-admin permissions are out of reach), reads what they did in the audit log, and filters,
 * downloads and clears the system logs (the clearing itself logged); English and Arabic, 360 px,
 * keyboard, axe.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { type Permission, SUPERADMIN_PERMISSIONS } from '../../shared/auth/permissions';
import { type Role } from '../../shared/auth/roles';
import { callAsPage, logInAs, MESSAGES, seededAccount, type TestLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { openIn } from './public-fixtures';
import { fitsWidth } from './layout-helpers';

const today = () => new Date().toISOString().slice(0, 10);
const named = (message: string, name: string) => message.replace('{name}', name);
/** A permission as the screen names it in `language`. */
const permission = (language: TestLanguage, id: Permission) =>
  MESSAGES[language][`admin.permission.${id.replace(':', '.')}` as keyof typeof MESSAGES.en];

async function openAsAdmin(page: Page, language: TestLanguage, path: string) {
  await openIn(page, language);
  await logInAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(path);
}

/** A built-in role's heading: its name in `language`, and the built-in mark. */
const builtInHeading = (page: Page, language: TestLanguage, role: Role) =>
  page.getByRole('heading', {
    level: 2,
    name: `${MESSAGES[language][`admin.users.role.${role}`]} ${MESSAGES[language]['admin.roles.builtIn']}`,
    exact: true,
  });

for (const language of ['en', 'ar'] as const satisfies TestLanguage[]) {
  const t = MESSAGES[language];

  test(`an admin creates, edits and deletes a role, and the audit log shows it (${language})`, async ({
    page,
  }) => {
    // A sign-in, four writes and two screens on a shared, slow machine.
    test.setTimeout(150_000);
    const role = `e2e-${language}-${randomBytes(3).toString('hex')}`;
    const admin = seededAccount('admin');
    await openAsAdmin(page, language, '/admin/roles');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(
      page.getByRole('heading', { level: 1, name: t['admin.roles.title'] }),
    ).toBeVisible();

    // Built-in roles are listed read-only, and the API refuses to delete one.
    await expect(builtInHeading(page, language, 'admin')).toBeVisible();
    await expect(
      page.getByRole('button', { name: named(t['admin.roles.deleteNamed'], 'admin') }),
    ).toHaveCount(0);
    expect((await callAsPage(page, '/api/admin/roles/admin', 'DELETE')).status).toBe(400);
    expect(await severeAxeViolations(page)).toEqual([]);

    // The new role, by keyboard: name, description, two permissions, save.
    await page.getByRole('button', { name: t['admin.roles.create'] }).click();
    const dialog = page.getByRole('dialog', { name: t['admin.roles.create'] });
    await dialog.getByLabel(t['admin.roles.name']).focus();
    await page.keyboard.type(role);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Answers leads');
    // An admin cannot grant what only a super admin holds.
    for (const id of SUPERADMIN_PERMISSIONS) {
      await expect(
        dialog.getByRole('checkbox', { name: permission(language, id), exact: true }),
      ).toBeDisabled();
    }
    await dialog
      .getByRole('checkbox', { name: permission(language, 'leads:read'), exact: true })
      .focus();
    await page.keyboard.press('Space');
    await dialog
      .getByRole('checkbox', { name: permission(language, 'leads:update'), exact: true })
      .focus();
    await page.keyboard.press('Space');
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 2, name: role }),
    });
    await expect(card).toContainText(permission(language, 'leads:read'));
    await expect(card).toContainText(permission(language, 'leads:update'));

    await card.getByRole('button', { name: named(t['admin.roles.editNamed'], role) }).click();
    const edit = page.getByRole('dialog', { name: t['admin.roles.edit'] });
    await edit.getByLabel(t['admin.roles.description']).fill('Answers and exports leads');
    await edit
      .getByRole('checkbox', { name: permission(language, 'leads:export'), exact: true })
      .check();
    await edit.getByRole('button', { name: t['admin.dialog.save'] }).click();
    await expect(edit).toBeHidden({ timeout: 30_000 });
    await expect(card).toContainText('Answers and exports leads');
    await expect(card).toContainText(permission(language, 'leads:export'));

    // Neither a new role nor an edit may carry a super-admin permission past the API.
    const refusedCreate = await callAsPage(page, '/api/admin/roles', 'POST', {
      name: `${role}-x`,
      description: '',
      permissions: ['admins:manage'],
    });
    expect(refusedCreate.status).toBe(403);
    const stored = (await callAsPage(page, '/api/admin/roles')).body as {
      roles: { name: string; revision: number }[];
    };
    const revision = stored.roles.find((candidate) => candidate.name === role)!.revision;
    const refusedEdit = await callAsPage(page, `/api/admin/roles/${role}`, 'PUT', {
      description: '',
      permissions: ['maintenance:run'],
      revision,
    });
    expect(refusedEdit.status).toBe(403);

    // A custom role can be deleted, after a confirmation.
    await card.getByRole('button', { name: named(t['admin.roles.deleteNamed'], role) }).click();
    const confirm = page.getByRole('dialog', { name: t['admin.roles.deleteTitle'] });
    await confirm.getByRole('button', { name: t['admin.roles.delete'], exact: true }).click();
    await expect(confirm).toBeHidden({ timeout: 30_000 });
    await expect(card).toHaveCount(0);

    // The audit log, its filters in the address: who, what, before and after.
    await page.goto(`/admin/logs?resource=role`);
    await expect(
      page.getByRole('heading', { level: 1, name: t['admin.logs.title'] }),
    ).toBeVisible();
    await page.getByLabel(t['admin.logs.actor']).fill(admin.email);
    await expect(page).toHaveURL(new RegExp(`actor=${encodeURIComponent(admin.email)}`));
    await page.getByLabel(t['admin.logs.action']).fill('role.update');
    await expect(page).toHaveURL(/action=role\.update/);
    const table = page.getByRole('table');
    const updated = table.getByRole('row').filter({ hasText: `role ${role}` });
    await expect(updated).toHaveCount(1, { timeout: 30_000 });
    await expect(updated).toContainText(admin.email);
    await expect(updated.getByRole('cell').nth(4)).toContainText('"description":"Answers leads"');
    await expect(updated.getByRole('cell').nth(5)).toContainText('leads:export');

    // Reloading keeps the filters; widening the action shows the creation (nothing before) and
    // the deletion (nothing after) too.
    await page.reload();
    await expect(page.getByLabel(t['admin.logs.action'])).toHaveValue('role.update');
    await page.getByLabel(t['admin.logs.action']).fill('role.');
    const rows = table.getByRole('row').filter({ hasText: `role ${role}` });
    await expect(rows).toHaveCount(3, { timeout: 30_000 });
    const created = rows.filter({ hasText: 'role.create' });
    await expect(created.getByRole('cell').nth(4)).toHaveText('');
    await expect(created.getByRole('cell').nth(5)).toContainText('leads:update');
    const deleted = rows.filter({ hasText: 'role.delete' });
    await expect(deleted.getByRole('cell').nth(4)).toContainText('leads:export');
    await expect(deleted.getByRole('cell').nth(5)).toHaveText('');
    expect(await severeAxeViolations(page)).toEqual([]);
  });
}

test('system logs: filter, download and clear, the clearing itself logged', async ({ page }) => {
  test.setTimeout(150_000);
  const t = MESSAGES.en;
  const admin = seededAccount('admin');
  await openAsAdmin(page, 'en', '/admin/logs');
  await expect(page.getByRole('heading', { level: 1, name: t['admin.logs.title'] })).toBeVisible();

  // A refused call is logged as a warning, with its path. The path is this test's own: the role
  // tests running beside it log refusals on /api/admin/roles too, and would show up after the
  // clearing below.
  const marker = `e2e-refused-${randomBytes(3).toString('hex')}`;
  const refusedAction = `DELETE /api/admin/roles/${marker}`;
  const refused = await callAsPage(page, `/api/admin/roles/${marker}`, 'DELETE');
  expect(refused.status).toBe(404);

  // The tabs by keyboard: the arrow moves to the system logs, and the address follows.
  await page.getByRole('tab', { name: t['admin.logs.audit'] }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: t['admin.logs.system'] })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/tab=system/);

  await page.getByLabel(t['admin.logs.levelFilter']).selectOption('warning');
  await expect(page).toHaveURL(/level=warning/);
  await page.getByLabel(t['admin.logs.search'], { exact: true }).fill(marker);
  await expect(page).toHaveURL(new RegExp(`q=${marker}`));
  const table = page.getByRole('table');
  const refusal = table.getByRole('row').filter({ hasText: refusedAction });
  await expect(refusal.first()).toBeVisible({ timeout: 30_000 });
  await expect(refusal.first()).toContainText(t['admin.logs.level.warning']);
  expect(await severeAxeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t['admin.logs.download'] }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`system-logs-${today()}-${today()}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('timestamp,level,message,user,ip,action,module,details');
  expect(csv).toContain(refusedAction);

  await page.getByRole('button', { name: t['admin.logs.clear'] }).click();
  const confirm = page.getByRole('dialog', { name: t['admin.logs.clearTitle'] });
  await confirm.getByRole('button', { name: t['admin.logs.clear'] }).click();
  await expect(confirm).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(t['admin.logs.empty'])).toBeVisible();

  // All levels: the clearing is logged, by this admin, and the refusal stays gone. (Other tests
  // keep logging meanwhile, so "nothing else today" cannot be asserted here.)
  await page.getByLabel(t['admin.logs.levelFilter']).selectOption('');
  await page.getByLabel(t['admin.logs.search'], { exact: true }).fill('logs.clear');
  const cleared = table.getByRole('row').filter({ hasText: 'logs.clear' });
  await expect(cleared).toHaveCount(1, { timeout: 30_000 });
  await expect(cleared).toContainText(t['admin.logs.level.info']);
  await page.getByLabel(t['admin.logs.search'], { exact: true }).fill(marker);
  await expect(page.getByText(t['admin.logs.empty'])).toBeVisible();

  // The audit log holds the clearing too.
  await page.getByRole('tab', { name: t['admin.logs.audit'] }).click();
  await page.getByLabel(t['admin.logs.action']).fill('logs.clear');
  const audited = page.getByRole('table').getByRole('row').filter({ hasText: admin.email });
  await expect(audited.first()).toContainText(`system-log ${today()}..${today()}`);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('roles and logs work in Arabic, right to left, without sideways scrolling', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const ar = MESSAGES.ar;
    await openAsAdmin(page, 'ar', '/admin/roles');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: ar['admin.roles.title'] }),
    ).toBeVisible();
    await expect(builtInHeading(page, 'ar', 'superadmin')).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.goto('/admin/logs');
    await expect(
      page.getByRole('heading', { level: 1, name: ar['admin.logs.title'] }),
    ).toBeVisible();
    // Today's audit entries, or none yet when this test runs alone.
    await expect(page.getByRole('table').or(page.getByText(ar['admin.logs.empty']))).toBeVisible({
      timeout: 30_000,
    });
    expect(await fitsWidth(page)).toBe(true);
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: ar['admin.logs.system'] }).click();
    await expect(page.getByLabel(ar['admin.logs.levelFilter'])).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
