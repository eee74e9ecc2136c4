/**
 * Issue 15 item 2, applications: a student applies from a programme's page; an advisor moves the
 * application to "in review" on the board in another browser, and the student's open page shows
 * it at once, on the card and on its timeline with the reason. The student's list in Arabic at
 * 360 px, right to left and axe-clean, and opened offline from the device.
 */
import { expect, type Page, test } from '@playwright/test';
import { type ApplicationView } from '../../shared/applications/application';
import { callAsPage, logInAs, MESSAGES, signUpNewStudent } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { firstCourses } from './catalog-helpers';
import { controlledByServiceWorker } from './service-worker-helpers';

/** Server work on a shared, slow machine. */
const SERVER_WORK_MS = 30_000;

const runTag = () =>
  `${Date.now()}${Math.floor(Math.random() * 1e6)}`.replace(
    /\d/g,
    (digit) => 'qwrtypsdfg'[Number(digit)]!,
  );

async function useLanguageAtStart(page: Page, language: 'en' | 'ar') {
  await page.addInitScript((language) => {
    if (!localStorage.getItem('userPreferences')) {
      localStorage.setItem(
        'userPreferences',
        JSON.stringify({ language, theme: 'system', currency: 'USD', timezone: 'Europe/Istanbul' }),
      );
    }
  }, language);
}

const card = (page: Page, id: string) => page.locator(`[data-application="${id}"]`);

test('an advisor moves an application to "in review" and the student sees it live, with the reason', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const t = MESSAGES.en;
  const { items } = await firstCourses(request, 'limit=5');
  const course = items[0]!;
  const tag = runTag();
  await useLanguageAtStart(page, 'en');
  await signUpNewStudent(page, 'applications', `Aylin ${tag}`);

  // Apply Now on the programme's page, signed in: the application itself, not the form.
  await page.goto(`/course/${course.slug}`);
  await page.getByRole('button', { name: `Apply Now: ${course.title}` }).click();
  await expect(page.getByText(t['applications.apply.done'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await page.getByRole('link', { name: t['applications.apply.view'] }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t['applications.title'] }),
  ).toBeVisible();
  const mine = (await callAsPage(page, '/api/applications')).body as {
    applications: ApplicationView[];
  };
  const application = mine.applications[0]!;
  const own = card(page, application.id);
  await expect(own.locator('[data-status="pending"]').first()).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  // Opened from the link: its timeline shows the submission.
  await expect(own.getByText(t['applications.timeline.created'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  expect(await severeAxeViolations(page)).toEqual([]);

  // The advisor, in a browser of their own, finds it on the board and moves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, 'admin', `/admin/applications?q=${tag}`);
  await expect(
    admin.getByRole('heading', { level: 1, name: t['admin.applications.title'] }),
  ).toBeVisible({ timeout: SERVER_WORK_MS });
  await admin.locator(`[data-application="${application.id}"] button`).click();
  const form = admin.getByRole('form', { name: t['admin.applications.transition.title'] });
  await form
    .getByLabel(t['admin.applications.transition.to'])
    .selectOption({ label: t['applications.status.in_review'] });
  // The reason is required, here as in the API.
  await form.getByRole('button', { name: t['admin.applications.transition.submit'] }).click();
  await expect(form.getByText(t['applications.error.required'])).toBeVisible();
  await form
    .getByLabel(t['admin.applications.transition.reason'])
    .fill('Your documents are complete');
  expect(await severeAxeViolations(admin)).toEqual([]);
  await form.getByRole('button', { name: t['admin.applications.transition.submit'] }).click();
  const detail = admin.getByRole('region', { name: `Aylin ${tag}` });
  await expect(
    detail.getByText(
      t['applications.timeline.reason'].replace('{reason}', 'Your documents are complete'),
    ),
  ).toBeVisible({
    timeout: SERVER_WORK_MS,
  });

  // The student's page, never reloaded, follows.
  await expect(own.locator('[data-status="in_review"]').first()).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await expect(own.getByText('Reason: Your documents are complete')).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await expect(own.locator('[aria-current="step"]')).toContainText(
    t['applications.step.in_review'],
  );
  await adminContext.close();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the applications list in Arabic is right to left, axe-clean, and opens offline', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    const ar = MESSAGES.ar;
    const { items } = await firstCourses(request, 'limit=5');
    await useLanguageAtStart(page, 'ar');
    await signUpNewStudent(page, 'applications-ar', `Rana ${runTag()}`);
    await page.goto('/dashboard/applications');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(ar['applications.list.empty'])).toBeVisible({
      timeout: SERVER_WORK_MS,
    });
    expect(await severeAxeViolations(page)).toEqual([]);

    for (const course of items.slice(0, 2)) {
      const answer = await callAsPage(page, '/api/applications', 'POST', { courseId: course.id });
      expect(answer.status).toBe(201);
    }
    await page.reload();
    const list = page.getByRole('list', { name: ar['applications.title'] });
    await expect(list.locator('li[data-application]')).toHaveCount(2, {
      timeout: SERVER_WORK_MS,
    });
    await list
      .getByRole('button', { name: ar['applications.timeline.show'] })
      .first()
      .press('Enter');
    await expect(list.getByText(ar['applications.timeline.created'])).toBeVisible({
      timeout: SERVER_WORK_MS,
    });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(await severeAxeViolations(page)).toEqual([]);

    // Offline, the list and the timeline opened before are this device's.
    await controlledByServiceWorker(page);
    await expect(list.locator('li[data-application]')).toHaveCount(2, {
      timeout: SERVER_WORK_MS,
    });
    await context.setOffline(true);
    await page.reload();
    await expect(list.locator('li[data-application]')).toHaveCount(2, {
      timeout: SERVER_WORK_MS,
    });
    await context.setOffline(false);
  });

  test('the application board in Arabic is right to left and axe-clean', async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguageAtStart(page, 'ar');
    await logInAs(page, 'admin', '/admin/applications');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.ar['admin.applications.title'] }),
    ).toBeVisible({ timeout: SERVER_WORK_MS });
    await expect(
      page.getByRole('group', { name: MESSAGES.ar['admin.applications.filter.status'] }),
    ).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
