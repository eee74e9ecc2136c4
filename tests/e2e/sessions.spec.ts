/**
 * Issue 15 item 1, consultation sessions: an advisor keeps round-the-clock hours in New York; a
 * student in Cairo books a session in Arabic on a 360 px phone, with the keyboard, sees the
 * advisor's time beside each of theirs, and finds it in their upcoming sessions; the advisor sees
 * it in their calendar at the time of their own zone. axe on both screens in English and Arabic.
 */
import { expect, test } from '@playwright/test';
import { type SessionView } from '../../shared/sessions/session-booking';
import { callAsPage, logInAs, MESSAGES, signUpNewStudent } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { controlledByServiceWorker } from './service-worker-helpers';
import {
  ADVISOR_ZONE,
  clockPattern,
  openAdvisorHours,
  preferences,
  runTag,
  TYPE,
} from './session-helpers';

/** Server work on a shared, slow machine. */
const SERVER_WORK_MS = 30_000;
const STUDENT_ZONE = 'Africa/Cairo';

test('a student books in Arabic on a phone and the advisor sees it in their own zone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const ar = MESSAGES.ar;
  const en = MESSAGES.en;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await preferences(admin, 'en', ADVISOR_ZONE);
  await logInAs(admin, 'admin', '/admin/sessions');
  await expect(
    admin.getByRole('heading', { level: 1, name: en['admin.sessions.title'] }),
  ).toBeVisible();
  await openAdvisorHours(admin);

  await page.setViewportSize({ width: 360, height: 740 });
  await preferences(page, 'ar', STUDENT_ZONE);
  const tag = runTag();
  await signUpNewStudent(page, 'sessions-ar', `Salma ${tag}`);
  await page.goto('/dashboard/sessions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar['sessions.title'] })).toBeVisible();
  await expect(page.getByText(ar['sessions.upcoming.empty'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });

  // The day after tomorrow in the student's calendar, then its first free time, all by keyboard.
  // A whole day ahead, that time is clear of the minimum notice (tomorrow's first time can be
  // the one the notice is about to close) and of the times the other session specs book: the
  // consultation spec three days ahead, the calendar and late-cancel specs a few hours ahead.
  await page
    .getByLabel(ar['sessions.book.advisor'], { exact: true })
    .selectOption({ label: 'Alex Admin' });
  await page.getByLabel(ar['sessions.book.type'], { exact: true }).selectOption({ value: TYPE.id });
  const days = page
    .getByRole('group', { name: ar['sessions.book.day'] })
    .getByRole('button', { pressed: false });
  await days.nth(1).focus();
  await page.keyboard.press('Enter');
  const times = page.getByRole('group', { name: ar['sessions.book.time'] }).getByRole('button');
  await expect(times.first()).toBeVisible({ timeout: SERVER_WORK_MS });
  expect(await severeAxeViolations(page)).toEqual([]);
  await times.first().focus();
  await page.keyboard.press('Enter');
  await expect(times.first()).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByLabel(ar['sessions.book.notes'], { exact: true })
    .fill('أود مناقشة برامج الماجستير');
  await page.getByRole('button', { name: ar['sessions.book.submit'] }).click();

  const bookedText = ar['sessions.book.booked'].split('{when}')[0]!.trim();
  await expect(page.getByText(bookedText)).toBeVisible({ timeout: SERVER_WORK_MS });
  const upcoming = page.getByRole('region', { name: ar['sessions.upcoming.title'] });
  await expect(upcoming.getByRole('heading', { name: TYPE.name })).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  expect(await severeAxeViolations(page)).toEqual([]);

  const mine = await callAsPage(page, '/api/sessions');
  const [session] = (mine.body as { upcoming: SessionView[] }).upcoming;
  expect(session).toMatchObject({
    typeName: TYPE.name,
    studentTimeZone: STUDENT_ZONE,
    status: 'confirmed',
  });

  // The advisor's calendar, in New York time, on the session's day of their own calendar.
  await admin.reload();
  const calendar = admin.getByRole('region', { name: en['admin.sessions.calendar.title'] });
  // A session is an item inside its day's item: the innermost one that names the student.
  const entry = calendar
    .getByRole('listitem')
    .filter({ hasText: `Salma ${tag}` })
    .last();
  await expect(entry).toBeVisible({ timeout: SERVER_WORK_MS });
  await expect(entry).toContainText(clockPattern(session!.start, ADVISOR_ZONE));
  await expect(entry).toContainText(en['admin.sessions.status.confirmed']);
  expect(await severeAxeViolations(admin)).toEqual([]);
  await adminContext.close();
});

test('the advisor screen in Arabic is right to left and axe clean', async ({ page }) => {
  test.setTimeout(120_000);
  await preferences(page, 'ar', ADVISOR_ZONE);
  await logInAs(page, 'admin', '/admin/sessions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: MESSAGES.ar['admin.sessions.title'] }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: MESSAGES.ar['admin.sessions.types.title'] }),
  ).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
});

test('the sessions page in English: empty lists, axe clean', async ({ page }) => {
  test.setTimeout(120_000);
  await preferences(page, 'en', STUDENT_ZONE);
  await signUpNewStudent(page, 'sessions-en', `Nora ${runTag()}`);
  await page.goto('/dashboard/sessions');
  await expect(page.getByText(MESSAGES.en['sessions.upcoming.empty'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await expect(page.getByText(MESSAGES.en['sessions.past.empty'])).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
});

test('a late cancel asks about the fee first, and the list opens offline from the device (en)', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  const t = MESSAGES.en;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, 'admin', '/admin/sessions');
  await expect(
    admin.getByRole('heading', { level: 1, name: t['admin.sessions.title'] }),
  ).toBeVisible();
  await openAdvisorHours(admin);
  await adminContext.close();

  await preferences(page, 'en', STUDENT_ZONE);
  await signUpNewStudent(page, 'sessions-cancel', `Omar ${runTag()}`);
  await page.goto('/dashboard/sessions');
  await expect(page.getByText(t['sessions.upcoming.empty'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  // A session some hours ahead, booked through the API as the page would.
  const advisors = (await callAsPage(page, '/api/sessions/advisors')).body as { id: string }[];
  const advisorId = advisors[0]!.id;
  const range = new URLSearchParams({
    advisorId,
    typeId: TYPE.id,
    // Still inside the late-cancel window, and past the times the advisor calendar spec books
    // from three hours on.
    from: new Date(Date.now() + 8 * 3_600_000).toISOString(),
    to: new Date(Date.now() + 10 * 3_600_000).toISOString(),
  });
  const free = await callAsPage(page, `/api/sessions/slots?${range}`);
  const start = (free.body as { slots: { start: string }[] }).slots[0]!.start;
  const booked = await callAsPage(page, '/api/sessions', 'POST', {
    advisorId,
    typeId: TYPE.id,
    start,
    notes: '',
    timeZone: STUDENT_ZONE,
  });
  expect(booked.status).toBe(201);
  await page.reload();
  const upcoming = page.getByRole('region', { name: t['sessions.upcoming.title'] });
  await expect(upcoming.getByRole('heading', { name: TYPE.name })).toBeVisible({
    timeout: SERVER_WORK_MS,
  });

  // Offline: the list is this device's, and booking says it needs a connection.
  await controlledByServiceWorker(page);
  await expect(upcoming.getByRole('heading', { name: TYPE.name })).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await context.setOffline(true);
  await page.reload();
  await expect(upcoming.getByRole('heading', { name: TYPE.name })).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await expect(page.getByText(t['sessions.book.offline'])).toBeVisible();
  await context.setOffline(false);

  // Under 24 hours: the fee notice, and nothing happens until it is accepted.
  await upcoming.getByRole('button', { name: `Cancel ${TYPE.name}` }).click();
  const dialog = page.getByRole('dialog', { name: t['sessions.cancel.title'] });
  await expect(dialog.getByText(t['sessions.fee.notice'])).toBeVisible();
  await dialog.getByRole('button', { name: t['sessions.cancel.confirm'] }).click();
  await expect(dialog.getByText(t['sessions.fee.required'])).toBeVisible();
  await dialog.getByLabel(t['sessions.fee.accept']).check();
  expect(await severeAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: t['sessions.cancel.confirm'] }).click();
  await expect(page.getByText(t['sessions.cancel.done'])).toBeVisible({ timeout: SERVER_WORK_MS });
  await expect(upcoming.getByText(t['sessions.card.lateCancel'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await expect(upcoming.getByText(t['sessions.status.canceled'], { exact: true })).toBeVisible();
});

test("the advisor's editors check their fields before saving, with the API's messages (en)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = MESSAGES.en;
  await preferences(page, 'en', ADVISOR_ZONE);
  await logInAs(page, 'admin', '/admin/sessions');
  await expect(
    page.getByRole('heading', { level: 1, name: t['admin.sessions.title'] }),
  ).toBeVisible();
  await openAdvisorHours(page);
  await page.reload();

  // Round-the-clock hours are kept: any more hours on a day overlap them.
  const hours = page.getByRole('region', { name: t['admin.sessions.hours.title'] });
  await hours.getByRole('button', { name: t['admin.sessions.hours.add'] }).click();
  await hours.getByRole('button', { name: t['admin.sessions.save'] }).click();
  await expect(hours.getByText(t['sessions.error.overlappingWindows'])).toBeVisible();

  const types = page.getByRole('region', { name: t['admin.sessions.types.title'] });
  await types.getByLabel(t['admin.sessions.types.duration']).fill('20');
  await types.getByRole('button', { name: t['admin.sessions.save'] }).click();
  await expect(types.getByText(t['sessions.error.invalidFormat'])).toBeVisible();
  await expect(types.getByLabel(t['admin.sessions.types.duration'])).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await severeAxeViolations(page)).toEqual([]);
  const stored = await callAsPage(page, '/api/admin/sessions/schedule');
  expect((stored.body as { types: { durationMinutes: number }[] }).types).toEqual([
    expect.objectContaining({ durationMinutes: 30 }),
  ]);
});
