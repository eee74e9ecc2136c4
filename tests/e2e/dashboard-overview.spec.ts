/**
 * The overview (issue 11 item 6): saved programs from the synced favourites, profile
 * completeness with the next step, and recommendations from the favourites; axe in en and ar.
 */
import { expect, type Page, test } from '@playwright/test';
import { MESSAGES, useLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { waitUntilOfflineReady } from './catalog-helpers';
import { signUpSyncStudent, programNumber, saveFavourite } from './sync-helpers';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const t = MESSAGES.en;

function section(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

test('shows the saved programs, the profile completeness and recommendations', async ({
  page,
  request,
}) => {
  const course = await programNumber(request, 7);
  await signUpSyncStudent(page);
  await waitUntilOfflineReady(page);
  await saveFavourite(page, course);
  await page.goto('/dashboard');

  const saved = section(page, t['dashboard.overview.saved.title']);
  await expect(saved.getByRole('heading', { name: course.title, exact: true })).toBeVisible();
  await expect(
    saved.getByRole('link', { name: t['dashboard.overview.saved.viewAll'] }),
  ).toBeVisible();

  const profile = section(page, t['dashboard.overview.profile.title']);
  await expect(profile.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
  await expect(profile.getByText(/Next step: |Your profile is complete/)).toBeVisible();

  // Recommended from the favourite's country and category, never the favourite itself.
  const recommended = section(page, t['dashboard.overview.recommended.title']);
  const cards = recommended.getByRole('heading', { level: 3 });
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expect(recommended.getByRole('heading', { name: course.title, exact: true })).toHaveCount(
    0,
  );
  expect(await severeAxeViolations(page)).toEqual([]);
});

test('the overview in Arabic is axe-clean and fits 360 px', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpSyncStudent(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const ar = MESSAGES.ar;
  await expect(
    page.getByRole('region', { name: ar['dashboard.overview.saved.title'] }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: ar['dashboard.overview.recommended.title'] })
      .getByRole('status'),
  ).toHaveCount(0, { timeout: 20_000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await severeAxeViolations(page)).toEqual([]);
});
