/**
 * Issue 10 item 6: the tuition minimum and maximum are wide enough to type in, never overlap and
 * stay inside the filter panel (desktop) or the drawer (phones), left to right and right to left.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { type LanguageCode } from '../../shared/i18n/languages';
import { CATALOG_MESSAGES } from './catalog-helpers';
import { openIn } from './public-fixtures';

type Box = { x: number; y: number; width: number; height: number };

/** About eight digits in the fields' text size. */
const MIN_FIELD_WIDTH_PX = 80;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectInside(inner: Box, outer: Box) {
  expect(inner.x).toBeGreaterThanOrEqual(outer.x);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
}

/** The filters' container: the side panel on wide screens, the drawer on phones. */
async function openFilters(page: Page, language: 'en' | 'ar', phone: boolean): Promise<Locator> {
  const m = CATALOG_MESSAGES[language];
  if (phone) await page.setViewportSize({ width: 360, height: 780 });
  await openIn(page, language as LanguageCode);
  await page.goto('/courses');
  await expect(page.locator('#course-results')).not.toBeEmpty();
  if (!phone) return page.getByRole('complementary', { name: m['catalog.filters.title'] });
  await page.getByRole('button', { name: m['catalog.filters.open'] }).click();
  const drawer = page.getByRole('dialog', { name: m['catalog.filters.title'] });
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const language of ['en', 'ar'] as const) {
  for (const phone of [false, true]) {
    test(`tuition fields are usable in ${language} on ${phone ? 'a 360 px phone' : 'desktop'}`, async ({
      page,
    }) => {
      const m = CATALOG_MESSAGES[language];
      const container = await openFilters(page, language, phone);
      const min = container.getByRole('spinbutton', { name: m['catalog.filter.tuitionMin'] });
      const max = container.getByRole('spinbutton', { name: m['catalog.filter.tuitionMax'] });
      const [minBox, maxBox, outer] = await Promise.all([boxOf(min), boxOf(max), boxOf(container)]);
      expect(minBox.width).toBeGreaterThanOrEqual(MIN_FIELD_WIDTH_PX);
      expect(maxBox.width).toBeGreaterThanOrEqual(MIN_FIELD_WIDTH_PX);
      expect(overlap(minBox, maxBox)).toBe(false);
      expectInside(minBox, outer);
      expectInside(maxBox, outer);

      // Typing by keyboard alone: focus the minimum, type, then Tab on to the maximum.
      await min.focus();
      await page.keyboard.type('5000');
      await page.keyboard.press('Tab');
      await expect(max).toBeFocused();
      await page.keyboard.type('20000');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/tuitionMin=5000&tuitionMax=20000/);
      await expect(min).toHaveValue('5000');
      await expect(max).toHaveValue('20000');
      await page.screenshot({
        path: test.info().outputPath(`tuition-${language}-${phone ? 360 : 1280}.png`),
      });
    });
  }
}
