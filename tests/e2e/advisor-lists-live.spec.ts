/**
 * Issue 15: the advisors' application board and document review queue are live. With an
 * advisor's board open, a student's application shows on it without a reload; with the queue
 * open, the student's upload shows on it, and another advisor's approval (a second browser,
 * signed in as an advisor too) takes it off again. Neither screen polls: only the socket's
 * `advisor-list-changed` poke makes them read their list again.
 */
import { expect, test } from '@playwright/test';
import { callAsPage, logInAs, MESSAGES, signUpNewStudent, useLanguage } from './auth-helpers';
import { firstCourses } from './catalog-helpers';
import { socketAccepted } from './notifications-helpers';

/** Server work on a shared, slow machine. */
const SERVER_WORK_MS = 30_000;

const runTag = () =>
  `${Date.now()}${Math.floor(Math.random() * 1e6)}`.replace(
    /\d/g,
    (digit) => 'qwrtypsdfg'[Number(digit)]!,
  );

test('an application and an upload reach an open board and queue live; another advisor’s approval leaves the queue', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const t = MESSAGES.en;
  const { items } = await firstCourses(request, 'limit=3');
  const tag = runTag();
  const student = `Deniz ${tag}`;
  await useLanguage(page, 'en');
  await signUpNewStudent(page, 'advisor-live', student);

  // The first advisor's board, filtered to this run's student, with its socket accepted.
  const firstContext = await browser.newContext();
  const advisor = await firstContext.newPage();
  await useLanguage(advisor, 'en');
  let accepted = socketAccepted(advisor);
  await logInAs(advisor, 'admin', `/admin/applications?q=${tag}`);
  await expect(
    advisor.getByRole('heading', { level: 1, name: t['admin.applications.title'] }),
  ).toBeVisible({ timeout: SERVER_WORK_MS });
  await expect(advisor.getByText(t['admin.applications.empty'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await accepted;

  const applied = await callAsPage(page, '/api/applications', 'POST', { courseId: items[0]!.id });
  expect(applied.status).toBe(201);
  const applicationId = (applied.body as { id: string }).id;
  await expect(advisor.locator(`[data-application="${applicationId}"]`)).toBeVisible({
    timeout: SERVER_WORK_MS,
  });

  // The review queue, open on the same run's student.
  accepted = socketAccepted(advisor);
  await advisor.goto(`/admin/documents?q=${tag}`);
  await expect(
    advisor.getByRole('heading', { level: 1, name: t['admin.documents.title'] }),
  ).toBeVisible({ timeout: SERVER_WORK_MS });
  await accepted;
  await expect(advisor.locator('[data-version]')).toHaveCount(0, { timeout: SERVER_WORK_MS });

  // The student uploads their passport from their documents page.
  await page.goto('/dashboard/documents');
  const passport = page.locator(`[data-documents="${applicationId}"] [data-item="passport"]`);
  await expect(passport.locator('[data-status="missing"]')).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await passport.getByLabel('Upload Passport').setInputFiles({
    name: `passport-${tag}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.7\n% ${tag}\n1 0 obj << >> endobj\n%%EOF\n`),
  });
  await expect(passport.locator('[data-status="in_review"]')).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await expect(advisor.locator('[data-version]')).toHaveCount(1, { timeout: SERVER_WORK_MS });

  // A second advisor approves it: it leaves the first advisor's open queue.
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await useLanguage(second, 'en');
  await logInAs(second, 'admin', `/admin/documents?q=${tag}`);
  const row = second.locator('[data-version]');
  await expect(row).toHaveCount(1, { timeout: SERVER_WORK_MS });
  await row.getByRole('button', { name: t['admin.documents.approve'], exact: true }).click();
  await expect(
    second.getByText(t['admin.documents.approved'].replace('{student}', student)),
  ).toBeVisible({ timeout: SERVER_WORK_MS });
  await expect(advisor.locator('[data-version]')).toHaveCount(0, { timeout: SERVER_WORK_MS });

  await secondContext.close();
  await firstContext.close();
});
