import { expect, test } from '@playwright/test';
import { CATALOG_MESSAGES, firstCourses } from './catalog-helpers';
import { openIn } from './public-fixtures';

const m = CATALOG_MESSAGES.en;

test.describe('course detail', () => {
  test('shows every part of a program and links Apply Now to the consultation', async ({
    page,
    request,
  }) => {
    const { items } = await firstCourses(request, 'limit=1');
    const course = items[0]!;
    await openIn(page, 'en');
    await page.goto('/courses');
    await page.getByRole('link', { name: course.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByText(course.provider.name).first()).toBeVisible();
    for (const id of [
      'catalog.detail.startDates',
      'catalog.detail.requirements',
      'catalog.detail.structure',
      'catalog.detail.careers',
    ] as const) {
      await expect(page.getByText(m[id], { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText(/days? left|\(today\)|\(passed\)/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: m['catalog.detail.apply'] })).toHaveAttribute(
      'href',
      new RegExp(`^/request-consultation\\?course=${course.slug}&`),
    );
    await page.getByRole('button', { name: m['catalog.favourite.button'] }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    await page.screenshot({ path: test.info().outputPath('detail-en-1280.png'), fullPage: true });
  });

  test('a program reached by its address asks for its details once, while its page loads', async ({
    page,
    request,
  }) => {
    const { items } = await firstCourses(request, 'limit=1');
    const course = items[0]!;
    await openIn(page, 'en');
    const detailRequests: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/api/public/courses/${course.slug}`) {
        detailRequests.push(sent.url());
      }
    });
    await page.goto(`/course/${course.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByText(m['catalog.detail.requirements'], { exact: true })).toBeVisible();
    expect(detailRequests).toHaveLength(1);
  });

  test('share falls back to copying the link with a toast', async ({ page, context, request }) => {
    const { items } = await firstCourses(request, 'limit=1');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no share sheet; make sure the fallback is what runs.
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await openIn(page, 'en');
    await page.goto(`/course/${items[0]!.slug}`);
    await page.getByRole('button', { name: m['catalog.share.button'] }).click();
    await expect(page.getByText(m['catalog.share.copied'])).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("an unknown program shows 'Course Not Found'", async ({ page }) => {
    await openIn(page, 'en');
    await page.goto('/course/no-such-program-anywhere');
    await expect(page.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
    await expect(
      page.getByText('The course you are looking for does not exist or has been removed.'),
    ).toBeVisible();
  });
});
