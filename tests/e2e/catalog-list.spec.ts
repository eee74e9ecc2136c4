import { expect, test } from '@playwright/test';
import { CATALOG_MESSAGES, firstCourses } from './catalog-helpers';
import { openIn } from './public-fixtures';

const m = CATALOG_MESSAGES.en;

test.describe('course list', () => {
  test('choosing filters updates the results and the URL; back and forward restore them', async ({
    page,
    request,
  }) => {
    await openIn(page, 'en');
    await page.goto('/courses');
    const results = page.locator('#course-results');
    await expect(results).toContainText(/programs/);
    const allText = await results.innerText();

    const filters = page.getByRole('complementary', { name: m['catalog.filters.title'] });
    // The boxes follow the URL, which the router updates in a transition: click, then check the URL.
    await filters
      .getByRole('checkbox', { name: new RegExp(`^${m['catalog.deliveryMethod.online']}`) })
      .click();
    await expect(page).toHaveURL(/deliveryMethod=online/);
    const online = await firstCourses(request, 'deliveryMethod=online');
    await expect(results).toContainText(online.total.toLocaleString('en'));
    await expect(
      page.getByRole('heading', { level: 2, name: online.items[0]!.title }).first(),
    ).toBeVisible();

    await filters
      .getByRole('checkbox', { name: new RegExp(`^${m['catalog.level.advanced']}`) })
      .click();
    await expect(page).toHaveURL(/level=advanced/);
    const both = await firstCourses(request, 'deliveryMethod=online&level=advanced');
    await expect(results).toContainText(both.total.toLocaleString('en'));
    await expect(
      page.getByRole('button', { name: `Remove ${m['catalog.level.advanced']}` }),
    ).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/level=advanced/);
    await expect(results).toContainText(online.total.toLocaleString('en'));
    await page.goForward();
    await expect(page).toHaveURL(/level=advanced/);
    await expect(results).toContainText(both.total.toLocaleString('en'));

    await page.getByRole('button', { name: m['catalog.chips.clearAll'] }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(results).toHaveText(allText);
  });

  test('a deep link restores filters, search, sort and page', async ({ page, request }) => {
    await openIn(page, 'en');
    const query = 'q=business&country=de,fr&sort=tuition_asc&page=2';
    const expected = await firstCourses(request, query);
    await page.goto(`/courses?${query}`);
    await expect(page.locator('#course-results')).toContainText(
      expected.total.toLocaleString('en'),
    );
    await expect(page.getByRole('searchbox', { name: m['catalog.search.label'] })).toHaveValue(
      'business',
    );
    await expect(page.getByRole('combobox', { name: m['catalog.sort.label'] })).toHaveValue(
      'tuition_asc',
    );
    const filters = page.getByRole('complementary', { name: m['catalog.filters.title'] });
    await expect(filters.getByRole('checkbox', { name: /^Germany/ })).toBeChecked();
    await expect(filters.getByRole('checkbox', { name: /^France/ })).toBeChecked();
    const titles = page.locator('main li h2');
    await expect(titles.first()).toHaveText(expected.items[0]!.title);
    await expect(page.getByText(/Page 2 of/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('courses-en-1280.png') });
  });

  test('a search nothing matches shows the empty state', async ({ page }) => {
    await openIn(page, 'en');
    await page.goto('/courses?q=zzzqqqxxyy');
    await expect(page.getByText(m['catalog.list.empty'])).toBeVisible();
  });

  test('in Arabic at 360 px the filter drawer and cards are right to left', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openIn(page, 'ar');
    const ar = CATALOG_MESSAGES.ar;
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page
      .locator('main li')
      .filter({ has: page.locator('h2') })
      .first();
    await expect(card).toBeVisible();
    expect(await card.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await page.screenshot({ path: test.info().outputPath('courses-ar-360.png'), fullPage: false });
    await page.getByRole('button', { name: ar['catalog.filters.open'] }).click();
    const drawer = page.getByRole('dialog', { name: ar['catalog.filters.title'] });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    // The drawer opens from the inline start, the right edge in Arabic: its title sits there.
    const title = await drawer
      .getByRole('heading', { name: ar['catalog.filters.title'] })
      .boundingBox();
    expect(title!.x + title!.width).toBeGreaterThan(300);
    await page.screenshot({ path: test.info().outputPath('drawer-ar-360.png') });
  });
});
