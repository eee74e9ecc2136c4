import { expect, type Locator, test } from '@playwright/test';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { logInAs, MESSAGES, useLanguage as useAppLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { fillConsultation, useLanguage } from './leads-helpers';

const SOLVE_AND_SEND_MS = 30_000;
const SERVER_WORK_MS = 30_000;

/** The number a figure link shows, in Western or Arabic-Indic digits. */
async function figureOf(link: Locator): Promise<number> {
  const text = (await link.textContent()) ?? '';
  const western = text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return Number(western.replace(/\D/g, ''));
}

for (const language of ['en', 'ar'] as const) {
  test(`a visitor's new consultation shows in today's figures and opens the inbox (${language})`, async ({
    browser,
    page,
  }) => {
    // A visitor's proof of work and an admin's login on a shared, slow machine.
    test.setTimeout(180_000);
    const m: Record<string, string> = MESSAGES[language];
    await useAppLanguage(page, language);
    await logInAs(page, 'admin', '/admin/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: m['admin.nav.dashboard'] }),
    ).toBeVisible();
    const today = page.getByRole('region', { name: m['admin.dashboard.leadsToday.title'] });
    const total = today.getByRole('link', { name: m['admin.dashboard.leadsToday.total'] });
    await expect(total).toBeVisible({ timeout: SERVER_WORK_MS });
    const before = await figureOf(total);
    expect(await severeAxeViolations(page)).toEqual([]);

    // The visitor, in a browser of their own, asks for a consultation.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const vm = await useLanguage(visitor, language);
    await visitor.goto('/request-consultation');
    const form = visitor.getByRole('form', { name: vm['leads.consultation.title'] });
    await fillConsultation(form, vm, `Dashboard visitor ${language} ${Date.now()}`);
    await form.getByRole('button', { name: vm['leads.consultation.send'] }).click();
    const reference = visitor.getByTestId('reference-id');
    await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: SOLVE_AND_SEND_MS });
    const id = (await reference.textContent())!;
    await visitorContext.close();

    // Refreshed, today's figures count it, as a new consultation (other specs may send leads at
    // the same time: the inbox below shows it is this one).
    await expect(async () => {
      await page.getByRole('button', { name: m['admin.dashboard.refresh'] }).click();
      expect(await figureOf(total)).toBeGreaterThanOrEqual(before + 1);
    }).toPass({ timeout: SERVER_WORK_MS });
    const byKind = today.getByRole('list', { name: m['admin.dashboard.leadsToday.byKind'] });
    const consultations = byKind.getByRole('link', { name: m['admin.leads.kind.consultation'] });
    expect(await figureOf(consultations)).toBeGreaterThanOrEqual(1);
    const byStatus = today.getByRole('list', { name: m['admin.dashboard.leadsToday.byStatus'] });
    expect(
      await figureOf(byStatus.getByRole('link', { name: m['admin.leads.status.new'] })),
    ).toBeGreaterThanOrEqual(1);
    expect(await severeAxeViolations(page)).toEqual([]);

    if (language === 'ar') {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.setViewportSize({ width: 360, height: 740 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    }

    // By keyboard, the figure opens the inbox filtered to today's consultations, listing it.
    await consultations.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/leads\?kind=consultation&since=\d{4}-\d\d-\d\dT/);
    await expect(
      page.getByRole('heading', { level: 1, name: m['admin.leads.title'] }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: id })).toBeVisible({ timeout: SERVER_WORK_MS });
    // The moment the link filters by is shown, and can be taken off.
    const since = m['admin.grid.removeFilter']!.replace('{filter}', m['admin.leads.filter.since']!);
    await expect(page.getByRole('button', { name: since })).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
}
