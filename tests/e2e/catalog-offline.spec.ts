import { expect, test } from '@playwright/test';
import { CATALOG_MESSAGES, firstCourses, waitUntilOfflineReady } from './catalog-helpers';
import { openIn } from './public-fixtures';

const m = CATALOG_MESSAGES.en;

test('offline: filters, search and detail pages run on the saved catalogue', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const { items } = await firstCourses(request, 'limit=2');
  const [opened, notOpened] = items as [(typeof items)[0], (typeof items)[0]];
  const online = await firstCourses(request, 'deliveryMethod=hybrid');
  const searched = await firstCourses(request, 'q=business&deliveryMethod=hybrid');
  // A Turkish country name: the offline worker reads it with the same vocabulary as the API.
  const inTurkish = await firstCourses(request, 'q=Almanya&deliveryMethod=hybrid');
  expect(inTurkish.total).toBeGreaterThan(0);

  await openIn(page, 'en');
  await page.goto(`/course/${opened.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  await page.goto('/courses');
  // The saved copy is stored prepared: the first offline list only reads it back.
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toBeVisible();
  const results = page.locator('#course-results');
  const filters = page.getByRole('complementary', { name: m['catalog.filters.title'] });
  // The boxes follow the URL, which the router updates in a transition: click, then check the URL.
  await filters
    .getByRole('checkbox', { name: new RegExp(`^${m['catalog.deliveryMethod.hybrid']}`) })
    .click();
  await expect(page).toHaveURL(/deliveryMethod=hybrid/);
  await expect(results).toContainText(online.total.toLocaleString('en'));

  await page.getByRole('searchbox', { name: m['catalog.search.label'] }).fill('business');
  await page.getByRole('button', { name: m['catalog.search.submit'] }).click();
  await expect(page).toHaveURL(/q=business/);
  await expect(results).toContainText(searched.total.toLocaleString('en'));
  await expect(page.locator('main li h2').first()).toHaveText(searched.items[0]!.title);

  await page.getByRole('searchbox', { name: m['catalog.search.label'] }).fill('Almanya');
  await page.getByRole('button', { name: m['catalog.search.submit'] }).click();
  await expect(page).toHaveURL(/q=Almanya/);
  await expect(results).toContainText(inTurkish.total.toLocaleString('en'));
  await expect(page.locator('main li h2').first()).toHaveText(inTurkish.items[0]!.title);

  await page.goto(`/course/${opened.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();
  await expect(page.getByText(m['catalog.detail.requirements'], { exact: true })).toBeVisible();

  await page.goto(`/course/${notOpened.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: notOpened.title })).toBeVisible();
  await expect(page.getByText(m['catalog.detail.partialOffline'])).toBeVisible();
});

test('a visit to the home page alone saves the catalogue for offline use', async ({
  page,
  context,
  request,
}) => {
  const everything = await firstCourses(request, 'limit=1');
  await openIn(page, 'en');
  await page.goto('/');
  await waitUntilOfflineReady(page);

  await context.setOffline(true);
  await page.goto('/courses');
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toBeVisible();
  await expect(page.locator('#course-results')).toContainText(
    everything.total.toLocaleString('en'),
  );
});
