/**
 * Issue 10 item 10: numbered page links that land keyboard and screen-reader users on the new
 * results, and Back returning to the earlier page at the scroll position it was left at.
 */
import { expect, test, type Page } from '@playwright/test';
import { CATALOG_MESSAGES, firstCourses } from './catalog-helpers';
import { openIn } from './public-fixtures';

/** Lets the page handle the scroll it was just given (scroll events fire on the next frame). */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

for (const language of ['en', 'ar'] as const) {
  for (const phone of [false, true]) {
    test(`page links in ${language} on ${phone ? 'a 360 px phone' : 'desktop'} focus the results and Back restores the scroll`, async ({
      page,
      request,
    }) => {
      const m = CATALOG_MESSAGES[language];
      const [first, third] = await Promise.all([
        firstCourses(request, 'page=1'),
        firstCourses(request, 'page=3'),
      ]);
      if (phone) await page.setViewportSize({ width: 360, height: 780 });
      await openIn(page, language);
      await page.goto('/courses');
      const titles = page.locator('main li h2');
      await expect(titles.first()).toHaveText(first.items[0]!.title);

      const pages = page.getByRole('navigation', { name: m['catalog.pages.label'] });
      const current = pages.locator('a[aria-current="page"]');
      // Numbered links are named "Page N" (the app writes Latin digits in every language).
      const pageLink = (n: number) =>
        pages.getByRole('link', {
          name: m['catalog.pages.page'].replace('{page}', String(n)),
          exact: true,
        });
      await expect(current).toHaveAttribute('href', '/courses');
      // Page 1 links to pages 2 and the last; page 2 links on to page 3.
      const secondLink = pageLink(2);
      await secondLink.scrollIntoViewIfNeeded();
      await nextFrames(page);
      const scrolledTo = await page.evaluate(() => window.scrollY);
      expect(scrolledTo).toBeGreaterThan(200);
      await secondLink.click();
      await expect(page).toHaveURL(/\/courses\?page=2$/);
      const heading = page.locator('#course-results');
      await expect(secondLink).toHaveAttribute('href', '/courses?page=2');
      await expect(current).toHaveAttribute('href', '/courses?page=2');
      await expect(heading).toBeFocused();

      await pageLink(3).click();
      await expect(page).toHaveURL(/\/courses\?page=3$/);
      await expect(titles.first()).toHaveText(third.items[0]!.title);
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(current).toHaveAttribute('href', '/courses?page=3');

      await page.goBack();
      await expect(page).toHaveURL(/\/courses\?page=2$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/courses$/);
      await expect(titles.first()).toHaveText(first.items[0]!.title);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 5);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo + 5);
    });
  }
}

test('page links keep the other parameters of the list', async ({ page }) => {
  await openIn(page, 'en');
  await page.goto('/courses?sort=tuition_asc&deliveryMethod=online');
  const pages = page.getByRole('navigation', { name: CATALOG_MESSAGES.en['catalog.pages.label'] });
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    /sort=tuition_asc.*page=2|page=2.*sort=tuition_asc/,
  );
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    /deliveryMethod=online/,
  );
  await expect(
    pages.getByRole('link', { name: CATALOG_MESSAGES.en['catalog.pages.next'] }),
  ).toHaveAttribute('href', /page=2/);
});
