import { expect, test, type Page } from '@playwright/test';
import { severeAxeViolations } from './axe-helpers';
import { openIn, PUBLIC_ROUTES } from './public-fixtures';

/** Waits until the screen has replaced its loading placeholders with content. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [role="status"].animate-pulse')).toHaveCount(0);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`accessibility and layout in ${language}`, () => {
    test.beforeEach(async ({ page }) => openIn(page, language));

    for (const route of PUBLIC_ROUTES) {
      test(`${route}: no serious or critical axe violations`, async ({ page }) => {
        await page.goto(route);
        await settled(page);
        expect(await severeAxeViolations(page)).toEqual([]);
      });
    }

    test('no horizontal scroll at 360 px on any public route', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await settled(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, route).toBeLessThanOrEqual(0);
      }
    });
  });
}
