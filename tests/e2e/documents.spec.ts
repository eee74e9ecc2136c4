/**
 * Issue 15 item 3, documents: a student chooses a passport offline, it waits on the device
 * through a reload and uploads once back online (the advisor's queue holds one version); the
 * advisor rejects it with a reason (required) and the student's open page shows the reason. The
 * student's documents and the queue in English and in Arabic at 360 px, axe-clean.
 */
import { expect, type Page, test } from '@playwright/test';
import { type MyDocuments } from '../../shared/documents/document';
import { callAsPage, logInAs, MESSAGES, signUpNewStudent, useLanguage } from './auth-helpers';
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

const pdf = (label: string) => ({
  name: `${label}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj << >> endobj\n%%EOF\n`),
});

async function applyTo(page: Page, courseId: string): Promise<string> {
  const answer = await callAsPage(page, '/api/applications', 'POST', { courseId });
  expect(answer.status).toBe(201);
  return (answer.body as { id: string }).id;
}

async function passportVersions(page: Page) {
  const mine = (await callAsPage(page, '/api/documents')).body as MyDocuments;
  return mine.applications[0]!.items.find((item) => item.key === 'passport')!.versions;
}

test('a passport chosen offline uploads once back online; the advisor rejects it with a reason the student sees', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const t = MESSAGES.en;
  const { items } = await firstCourses(request, 'limit=3');
  const tag = runTag();
  await useLanguage(page, 'en');
  await signUpNewStudent(page, 'documents', `Selin ${tag}`);
  const applicationId = await applyTo(page, items[0]!.id);

  await page.goto('/dashboard/documents');
  await expect(page.getByRole('heading', { level: 1, name: t['documents.title'] })).toBeVisible();
  const passport = page.locator(`[data-documents="${applicationId}"] [data-item="passport"]`);
  await expect(passport.locator('[data-status="missing"]')).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  expect(await severeAxeViolations(page)).toEqual([]);

  // Offline: the list is this device's, and the chosen file waits here through a reload.
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(passport.locator('[data-status="missing"]')).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await passport.getByLabel('Upload Passport').setInputFiles(pdf(`passport-${tag}`));
  await expect(passport.locator('[data-file-state="waiting"]')).toContainText(
    t['attachments.state.waiting'],
  );
  await expect(passport.getByText(t['documents.upload.offline'])).toBeVisible();
  await page.reload();
  await expect(passport.locator('[data-file-state="waiting"]')).toBeVisible({
    timeout: SERVER_WORK_MS,
  });

  // Back online: uploaded by itself, once.
  await context.setOffline(false);
  await expect(passport.locator('[data-status="in_review"]')).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await expect(passport.locator('[data-file-state]')).toHaveCount(0);
  const versions = await passportVersions(page);
  expect(versions.map((version) => version.name)).toEqual([`passport-${tag}.pdf`]);

  // The advisor's queue holds that one version; a rejection needs a reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await useLanguage(admin, 'en');
  await logInAs(admin, 'admin', `/admin/documents?q=${tag}`);
  await expect(
    admin.getByRole('heading', { level: 1, name: t['admin.documents.title'] }),
  ).toBeVisible({ timeout: SERVER_WORK_MS });
  await expect(admin.locator('[data-version]')).toHaveCount(1, { timeout: SERVER_WORK_MS });
  const row = admin.locator(`[data-version="${versions[0]!.id}"]`);
  await row.getByRole('button', { name: t['admin.documents.reject'], exact: true }).click();
  await row.getByRole('button', { name: t['admin.documents.reject.submit'] }).click();
  await expect(row.getByText(t['documents.error.reasonRequired'])).toBeVisible();
  expect(await severeAxeViolations(admin)).toEqual([]);
  await row.getByLabel(t['admin.documents.reject.reason']).fill('The photo page is cut off');
  await row.getByRole('button', { name: t['admin.documents.reject.submit'] }).click();
  await expect(
    admin.getByText(t['admin.documents.rejected'].replace('{student}', `Selin ${tag}`)),
  ).toBeVisible({ timeout: SERVER_WORK_MS });
  await expect(admin.locator('[data-version]')).toHaveCount(0, { timeout: SERVER_WORK_MS });

  // The student's open page follows, with the reason.
  await expect(passport.locator('[data-status="rejected"]').first()).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await expect(passport.getByText('The photo page is cut off')).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
  await adminContext.close();
});

test.describe('at 360 px in Arabic', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the student’s documents and the review queue are right to left and axe-clean', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const ar = MESSAGES.ar;
    const { items } = await firstCourses(request, 'limit=3');
    await useLanguage(page, 'ar');
    await signUpNewStudent(page, 'documents-ar', `Rana ${runTag()}`);
    await page.goto('/dashboard/documents');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(ar['documents.list.empty'])).toBeVisible({
      timeout: SERVER_WORK_MS,
    });
    expect(await severeAxeViolations(page)).toEqual([]);
    const applicationId = await applyTo(page, items[1]!.id);
    await page.reload();
    await expect(
      page.locator(`[data-documents="${applicationId}"] [data-item="passport"]`),
    ).toBeVisible({ timeout: SERVER_WORK_MS });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(await severeAxeViolations(page)).toEqual([]);

    const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const admin = await adminContext.newPage();
    await useLanguage(admin, 'ar');
    await logInAs(admin, 'admin', '/admin/documents');
    await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      admin.getByRole('heading', { level: 1, name: ar['admin.documents.title'] }),
    ).toBeVisible({ timeout: SERVER_WORK_MS });
    const adminWidth = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(adminWidth).toBeLessThanOrEqual(360);
    expect(await severeAxeViolations(admin)).toEqual([]);
    await adminContext.close();
  });
});
