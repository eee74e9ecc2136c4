import { expect, test } from '@playwright/test';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { logInAs, MESSAGES, seededAccount, useLanguage as useAppLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { fillConsultation, useLanguage } from './leads-helpers';

const SOLVE_AND_SEND_MS = 30_000;

for (const language of ['en', 'ar'] as const) {
  test(`an admin answers a consultation from the inbox (${language})`, async ({
    browser,
    page,
  }) => {
    // Two sessions (the visitor's proof of work, the admin's login) on a shared, slow machine.
    test.setTimeout(180_000);
    // The visitor, in a browser of their own.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const vm = await useLanguage(visitor, language);
    await visitor.goto('/request-consultation');
    const form = visitor.getByRole('form', { name: vm['leads.consultation.title'] });
    const fullName = `Inbox visitor ${language} ${Date.now()}`;
    await fillConsultation(form, vm, fullName);
    await form.getByRole('button', { name: vm['leads.consultation.send'] }).click();
    const reference = visitor.getByTestId('reference-id');
    await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: SOLVE_AND_SEND_MS });
    const id = (await reference.textContent())!;
    await visitorContext.close();

    // The admin finds it, assigns it to themselves and marks it contacted with a note.
    // The admin's browser holds its full preferences, so the seeded account's synced language
    // (another spec may have changed it) does not replace the one under test.
    await useAppLanguage(page, language);
    const m: Record<string, string> = MESSAGES[language];
    await logInAs(page, 'admin', '/admin/leads');
    await expect(
      page.getByRole('heading', { level: 1, name: m['admin.leads.title'] }),
    ).toBeVisible();
    await page.getByLabel(m['admin.leads.search']!).fill(id);
    await page.getByRole('button', { name: m['admin.grid.search'], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${id}`));
    // The read model follows the change feed: the new lead shows within its poll.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: id })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: id }).click();
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    const admin = seededAccount('admin');
    const followUp = page.getByRole('region', { name: m['admin.leads.followUp.title'] });
    await followUp
      .getByLabel(m['admin.leads.followUp.assignee']!)
      .selectOption({ label: m['admin.leads.followUp.me']!.replace('{email}', admin.email) });
    await followUp
      .getByLabel(m['admin.leads.followUp.status']!)
      .selectOption({ label: m['admin.leads.status.contacted']! });
    await followUp.getByLabel(m['admin.leads.followUp.note']!).fill('Called, sent the list');
    await followUp.getByRole('button', { name: m['admin.leads.followUp.save'] }).click();
    await expect(followUp.getByRole('status')).toHaveText(m['admin.leads.followUp.saved']!);

    const history = page.getByRole('region', { name: m['admin.leads.history.title'] });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history).toContainText('Called, sent the list');
    await expect(history).toContainText(m['admin.leads.status.contacted']!);
    await expect(history).toContainText(admin.email);
    expect(await severeAxeViolations(page)).toEqual([]);

    // Back in the inbox, filtered to the admin's own leads, it is there as contacted.
    await page.goto(`/admin/leads?assignee=me&q=${id}`);
    const row = page.getByRole('row', { name: new RegExp(id) });
    await expect(row).toContainText(m['admin.leads.status.contacted']!);
    await page.setViewportSize({ width: 360, height: 740 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
}
