/**
 * Issue 15 item 4, programmes in the dashboard: a student who applied to a programme finds it on
 * /dashboard/programs with its deadline on their own clock (Shanghai) and its tuition in their
 * currency, and recommendations each saying why; in English and in Arabic at 360 px, axe-clean;
 * offline from the device.
 */
import { expect, type Page, test } from '@playwright/test';
import { callAsPage, MESSAGES, signUpNewStudent } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { firstCourses } from './catalog-helpers';
import { controlledByServiceWorker } from './service-worker-helpers';
import { clockPattern, runTag } from './session-helpers';

/** Server work on a shared, slow machine. */
const SERVER_WORK_MS = 30_000;
const ZONE = 'Asia/Shanghai';

async function preferences(page: Page, language: 'en' | 'ar') {
  await page.addInitScript(
    ({ language, timezone }) => {
      if (!localStorage.getItem('userPreferences')) {
        localStorage.setItem(
          'userPreferences',
          JSON.stringify({ language, theme: 'system', currency: 'EUR', timezone }),
        );
      }
    },
    { language, timezone: ZONE },
  );
}

for (const language of ['en', 'ar'] as const) {
  test(`the programmes screen in ${language}: the shortlist with deadlines in the student's zone, and recommendations with why`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = MESSAGES[language];
    const { items } = await firstCourses(request, 'open=true&sort=deadline&limit=5');
    const course = items.find((item) => item.currency !== 'EUR') ?? items[0]!;
    await page.setViewportSize({ width: 360, height: 740 });
    await preferences(page, language);
    await signUpNewStudent(page, `programs-${language}`, `Mei ${runTag()}`);
    const applied = await callAsPage(page, '/api/applications', 'POST', { courseId: course.id });
    expect(applied.status).toBe(201);

    await page.goto('/dashboard/programs');
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: t['dashboard.nav.programs'] }),
    ).toBeVisible();
    const shortlist = page.getByRole('region', { name: t['programs.shortlist.title'] });
    const item = shortlist.getByRole('listitem').filter({ hasText: course.title });
    await expect(item).toBeVisible({ timeout: SERVER_WORK_MS });
    await expect(item).toContainText(ZONE);
    const deadline = item.locator(`time[datetime="${course.applicationDeadline}"]`);
    await expect(deadline).toBeVisible();
    if (language === 'en') {
      const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: ZONE }).format(
        new Date(course.applicationDeadline),
      );
      await expect(deadline).toContainText(day);
      await expect(deadline).toContainText(clockPattern(course.applicationDeadline, ZONE));
      await expect(item).toContainText('€');
      await expect(item).toContainText('Application: Pending');
    }

    const recommended = page.getByRole('region', { name: t['programs.recommended.title'] });
    const why = t['programs.why.label'].split('{reasons}')[0]!;
    await expect(recommended.getByText(why).first()).toBeVisible({ timeout: SERVER_WORK_MS });
    await expect(recommended.getByText(course.title)).toHaveCount(0);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(await severeAxeViolations(page)).toEqual([]);

    if (language === 'en') {
      // Offline, both lists come from this device: kept applications, saved catalogue.
      await controlledByServiceWorker(page);
      await context.setOffline(true);
      await page.reload();
      await expect(item).toBeVisible({ timeout: SERVER_WORK_MS });
      await expect(item).toContainText(ZONE);
      await expect(recommended.getByText(why).first()).toBeVisible({ timeout: SERVER_WORK_MS });
      await context.setOffline(false);
    }
  });
}
