import { expect, test, type Page } from '@playwright/test';
import { severeAxeViolations } from './axe-helpers';
import { CATALOG_MESSAGES, firstCourses, waitUntilOfflineReady } from './catalog-helpers';
import { openIn } from './public-fixtures';
import { controlledByServiceWorker } from './service-worker-helpers';

/** DESIGN decision 16: the seeded catalogue (the e2e server's) is labelled as sample data. */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px', width: 360, height: 740 },
] as const;

async function expectNoticeWithoutProblems(page: Page, text: string) {
  await expect(page.getByRole('note').filter({ hasText: text })).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const language of ['en', 'ar'] as const) {
  const notice = CATALOG_MESSAGES[language]['catalog.sample.notice'];

  for (const viewport of VIEWPORTS) {
    test(`the sample catalogue says so on the list, a course and home (${language}, ${viewport.name})`, async ({
      page,
      request,
    }) => {
      const course = (await firstCourses(request, 'limit=1')).items[0]!;
      await page.setViewportSize(viewport);
      await openIn(page, language);

      await page.goto('/courses');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expectNoticeWithoutProblems(page, notice);

      await page.goto(`/course/${course.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
      await expectNoticeWithoutProblems(page, notice);

      await page.goto('/');
      const featured = page.getByRole('region', {
        name: CATALOG_MESSAGES[language]['home.featured.title'],
      });
      await expect(featured.getByRole('note')).toHaveText(notice);
    });
  }
}

test('offline, a course page seen before still says the catalogue is sample data', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const course = (await firstCourses(request, 'limit=1')).items[0]!;
  await openIn(page, 'en');
  await page.goto('/courses');
  await controlledByServiceWorker(page);
  // Seen once under the service worker, which keeps the answers it forwarded; the program itself
  // comes from the catalogue the page saves.
  await page.goto(`/course/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await waitUntilOfflineReady(page);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('public-api');
        return (await cache.match('/api/public/catalog/about')) !== undefined;
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto(`/course/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(CATALOG_MESSAGES.en['catalog.sample.notice']);
});

/** A promise and the function that settles it. */
function signal() {
  let resolve = () => {};
  const settled = new Promise<void>((done) => (resolve = done));
  return { settled, resolve: () => resolve() };
}

/** The layout shift a page has had so far, as the browser scores it (CLS without input). */
async function startLayoutShiftScore(page: Page) {
  await page.addInitScript(() => {
    const scored = window as unknown as { layoutShift: number };
    scored.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) scored.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

for (const viewport of VIEWPORTS) {
  test(`a notice answered after the programs pushes nothing down (${viewport.name})`, async ({
    page,
    request,
  }) => {
    const course = (await firstCourses(request, 'limit=1')).items[0]!;
    await page.setViewportSize(viewport);
    await openIn(page, 'en');
    const layoutShift = await startLayoutShiftScore(page);
    // The worst order for the layout: the sample-data answer comes only after the programs did.
    let programsAnswered = signal();
    page.on('response', (response) => {
      if (/\/api\/public\/courses(\/|\?)/.test(response.url())) programsAnswered.resolve();
    });
    await page.route('**/api/public/catalog/about', async (route) => {
      await programsAnswered.settled;
      await route.continue();
    });
    const notice = page
      .getByRole('note')
      .filter({ hasText: CATALOG_MESSAGES.en['catalog.sample.notice'] });

    await page.goto('/courses');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('link', { name: course.title }).first()).toBeVisible();
    expect(await layoutShift()).toBeLessThanOrEqual(0.05);

    programsAnswered = signal();
    await page.goto(`/course/${course.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(notice).toBeVisible();
    expect(await layoutShift()).toBeLessThanOrEqual(0.05);
  });
}
