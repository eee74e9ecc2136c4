import { expect, test, type Page } from '@playwright/test';
import { CATALOG_MESSAGES, firstCourses, waitUntilOfflineReady } from './catalog-helpers';
import { openIn } from './public-fixtures';

const m = CATALOG_MESSAGES.en;
const ar = CATALOG_MESSAGES.ar;

/** A start day about four months ahead: some seeded programs start before it, some after. */
const START_FROM = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);

const usd = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
const day = (date: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(date));
const programs = (total: number) =>
  total === 1 ? '1 program' : `${total.toLocaleString('en')} programs`;

function panel(page: Page, name: string) {
  return page.getByRole('complementary', { name });
}

test.describe('tuition range and start date filters', () => {
  test('typed bounds and a start date update the results, the URL and the chips', async ({
    page,
    request,
  }) => {
    await openIn(page, 'en');
    await page.goto('/courses');
    const results = page.locator('#course-results');
    await expect(results).toContainText(/programs/);
    const filters = panel(page, m['catalog.filters.title']);
    await expect(filters.getByRole('group', { name: 'Tuition (USD)' })).toBeVisible();
    const min = filters.getByRole('spinbutton', { name: m['catalog.filter.tuitionMin'] });
    const max = filters.getByRole('spinbutton', { name: m['catalog.filter.tuitionMax'] });

    await min.fill('5000');
    await min.press('Tab');
    await expect(page).toHaveURL(/tuitionMin=5000/);
    await expect(max).toBeFocused();
    await max.fill('20000');
    await max.press('Enter');
    await expect(page).toHaveURL(/tuitionMin=5000&tuitionMax=20000/);
    const ranged = await firstCourses(request, 'tuitionMin=5000&tuitionMax=20000');
    await expect(results).toHaveText(programs(ranged.total));
    await expect(page.locator('main li h2').first()).toHaveText(ranged.items[0]!.title);

    await filters.getByLabel(m['catalog.filter.startFrom']).fill(START_FROM);
    await filters.getByLabel(m['catalog.filter.startFrom']).press('Enter');
    await expect(page).toHaveURL(new RegExp(`startFrom=${START_FROM}`));
    const all = await firstCourses(
      request,
      `tuitionMin=5000&tuitionMax=20000&startFrom=${START_FROM}`,
    );
    await expect(results).toHaveText(programs(all.total));

    const chips = page.getByRole('group', { name: m['catalog.chips.label'] });
    await expect(
      chips.getByRole('button', { name: `Remove Tuition from ${usd(5000)}` }),
    ).toBeVisible();
    await expect(
      chips.getByRole('button', { name: `Remove Tuition up to ${usd(20000)}` }),
    ).toBeVisible();
    await chips.getByRole('button', { name: `Remove Starts from ${day(START_FROM)}` }).click();
    await expect(page).not.toHaveURL(/startFrom/);
    await expect(results).toHaveText(programs(ranged.total));
    await expect(filters.getByLabel(m['catalog.filter.startFrom'])).toHaveValue('');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`startFrom=${START_FROM}`));
    await expect(filters.getByLabel(m['catalog.filter.startFrom'])).toHaveValue(START_FROM);
    await expect(results).toHaveText(programs(all.total));
  });

  test('a deep link restores the range and date, and clear-all removes them', async ({
    page,
    request,
  }) => {
    await openIn(page, 'en');
    const query = `tuitionMin=8000&tuitionMax=30000&startFrom=${START_FROM}&sort=tuition_asc`;
    const expected = await firstCourses(request, query);
    await page.goto(`/courses?${query}`);
    const results = page.locator('#course-results');
    await expect(results).toHaveText(programs(expected.total));
    await expect(page.locator('main li h2').first()).toHaveText(expected.items[0]!.title);
    const filters = panel(page, m['catalog.filters.title']);
    const min = filters.getByRole('spinbutton', { name: m['catalog.filter.tuitionMin'] });
    const max = filters.getByRole('spinbutton', { name: m['catalog.filter.tuitionMax'] });
    await expect(min).toHaveValue('8000');
    await expect(max).toHaveValue('30000');
    await expect(filters.getByLabel(m['catalog.filter.startFrom'])).toHaveValue(START_FROM);
    await expect(
      page.getByRole('button', { name: `Remove Tuition from ${usd(8000)}` }),
    ).toBeVisible();

    await page.getByRole('button', { name: m['catalog.chips.clearAll'] }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(min).toHaveValue('');
    await expect(max).toHaveValue('');
    await expect(filters.getByLabel(m['catalog.filter.startFrom'])).toHaveValue('');
    const everything = await firstCourses(request, 'limit=1');
    await expect(results).toHaveText(programs(everything.total));
  });

  test('a minimum above the maximum is explained and not applied', async ({ page }) => {
    await openIn(page, 'en');
    await page.goto('/courses');
    const filters = panel(page, m['catalog.filters.title']);
    const min = filters.getByRole('spinbutton', { name: m['catalog.filter.tuitionMin'] });
    const max = filters.getByRole('spinbutton', { name: m['catalog.filter.tuitionMax'] });
    await min.fill('20000');
    await max.fill('5000');
    await max.press('Enter');
    await expect(filters.getByRole('alert')).toHaveText(m['catalog.tuition.error.minAboveMax']);
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/tuitionMax/);

    await max.fill('30000');
    await max.press('Enter');
    await expect(page).toHaveURL(/tuitionMin=20000&tuitionMax=30000/);
    await expect(filters.getByRole('alert')).toHaveCount(0);
    await expect(max).not.toHaveAttribute('aria-invalid');
  });

  test('in Arabic the drawer takes the range in the chosen currency and explains mistakes', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openIn(page, 'ar');
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: ar['catalog.filters.open'] }).click();
    const drawer = page.getByRole('dialog', { name: ar['catalog.filters.title'] });
    const tuition = drawer.getByRole('group', { name: 'الرسوم الدراسية (USD)' });
    const min = tuition.getByRole('spinbutton', { name: ar['catalog.filter.tuitionMin'] });
    const max = tuition.getByRole('spinbutton', { name: ar['catalog.filter.tuitionMax'] });
    // The minimum comes first in reading order, so in Arabic it sits on the right.
    const minBox = await min.boundingBox();
    const maxBox = await max.boundingBox();
    expect(minBox!.x).toBeGreaterThan(maxBox!.x);

    await min.fill('-5');
    await min.press('Enter');
    await expect(tuition.getByRole('alert')).toHaveText(ar['catalog.tuition.error.negative']);
    await min.fill('20000');
    await max.fill('5000');
    await max.press('Enter');
    await expect(tuition.getByRole('alert')).toHaveText(ar['catalog.tuition.error.minAboveMax']);

    await min.fill('5000');
    await max.fill('20000');
    await max.press('Enter');
    await expect(page).toHaveURL(/tuitionMin=5000&tuitionMax=20000/);
    await expect(tuition.getByRole('alert')).toHaveCount(0);
    await drawer.getByLabel(ar['catalog.filter.startFrom']).fill(START_FROM);
    await drawer.getByLabel(ar['catalog.filter.startFrom']).press('Enter');
    await expect(page).toHaveURL(new RegExp(`startFrom=${START_FROM}`));
    await page.screenshot({ path: test.info().outputPath('tuition-drawer-ar-360.png') });
    await drawer.getByRole('button', { name: /^عرض/ }).click();

    const expected = await firstCourses(
      request,
      `tuitionMin=5000&tuitionMax=20000&startFrom=${START_FROM}`,
    );
    await expect(page.locator('main li h2').first()).toHaveText(expected.items[0]!.title);
    const chips = page.getByRole('group', { name: ar['catalog.chips.label'] });
    await expect(chips.getByRole('button', { name: /الرسوم من/ })).toBeVisible();
    await expect(chips.getByRole('button', { name: /الرسوم حتى/ })).toBeVisible();
    await expect(chips.getByRole('button', { name: /يبدأ من/ })).toBeVisible();
    await chips.getByRole('button', { name: ar['catalog.chips.clearAll'] }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('offline, the tuition range filters the saved catalogue', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    const ranged = await firstCourses(request, 'tuitionMin=5000&tuitionMax=20000');
    const narrower = await firstCourses(request, 'tuitionMin=5000&tuitionMax=9000');
    await openIn(page, 'en');
    await page.goto('/courses');
    await waitUntilOfflineReady(page);

    await context.setOffline(true);
    await page.goto('/courses?tuitionMin=5000&tuitionMax=20000');
    await expect(
      page.getByRole('status').filter({ hasText: 'saved on this device' }),
    ).toBeVisible();
    const results = page.locator('#course-results');
    await expect(results).toHaveText(programs(ranged.total));
    await expect(page.locator('main li h2').first()).toHaveText(ranged.items[0]!.title);

    const filters = panel(page, m['catalog.filters.title']);
    const max = filters.getByRole('spinbutton', { name: m['catalog.filter.tuitionMax'] });
    await expect(max).toHaveValue('20000');
    await max.fill('9000');
    await max.press('Enter');
    await expect(page).toHaveURL(/tuitionMax=9000/);
    await expect(results).toHaveText(programs(narrower.total));
    await expect(page.locator('main li h2').first()).toHaveText(narrower.items[0]!.title);
  });
});
