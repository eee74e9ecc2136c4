/**
 * Issue 15 item 6, the advisor calendar: in Arabic at 360 px, the week and day views of the
 * advisor's own calendar, by keyboard, with a student's session at the advisor's time and the
 * student's zone beside it, moved to another free time; right to left and axe-clean.
 */
import { expect, test } from '@playwright/test';
import { type BookableAdvisor, type SlotList } from '../../shared/sessions/session-booking';
import { callAsPage, logInAs, MESSAGES, signUpNewStudent } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
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
const STUDENT_ZONE = 'Australia/Sydney';
const HOUR_MS = 60 * 60_000;

test('the advisor calendar in Arabic: week and day views with both time zones, axe-clean', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const ar = MESSAGES.ar;
  await page.setViewportSize({ width: 360, height: 740 });
  await preferences(page, 'ar', ADVISOR_ZONE);
  await logInAs(page, 'admin', '/admin/sessions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Signed in once the screen shows: the calls below need the session's token.
  await expect(
    page.getByRole('heading', { level: 1, name: ar['admin.sessions.title'] }),
  ).toBeVisible({ timeout: SERVER_WORK_MS });
  await openAdvisorHours(page);

  // A student in Sydney books the first free time from three hours on.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const tag = runTag();
  await signUpNewStudent(student, 'calendar-ar', `Chloe ${tag}`);
  const advisors = (await callAsPage(student, '/api/sessions/advisors')).body as BookableAdvisor[];
  const advisor = advisors.find((candidate) => candidate.name === 'Alex Admin')!;
  const query = new URLSearchParams({
    advisorId: advisor.id,
    typeId: TYPE.id,
    from: new Date(Date.now() + 3 * HOUR_MS).toISOString(),
    to: new Date(Date.now() + 6 * HOUR_MS).toISOString(),
  });
  const { slots } = (await callAsPage(student, `/api/sessions/slots?${query}`)).body as SlotList;
  const start = slots[0]!.start;
  const booked = await callAsPage(student, '/api/sessions', 'POST', {
    advisorId: advisor.id,
    typeId: TYPE.id,
    start,
    notes: '',
    timeZone: STUDENT_ZONE,
  });
  expect(booked.status).toBe(201);
  await studentContext.close();

  await page.reload();
  const calendar = page.getByRole('region', { name: ar['admin.sessions.calendar.title'] });
  const views = calendar.getByRole('group', { name: ar['admin.sessions.calendar.view'] });
  const week = views.getByRole('button', { name: ar['admin.sessions.calendar.view.week'] });
  const day = views.getByRole('button', { name: ar['admin.sessions.calendar.view.day'] });
  await expect(week).toHaveAttribute('aria-pressed', 'true');
  const entry = calendar
    .getByRole('listitem')
    .filter({ hasText: `Chloe ${tag}` })
    .last();
  await expect(entry).toBeVisible({ timeout: SERVER_WORK_MS });
  await expect(entry).toContainText(clockPattern(start, ADVISOR_ZONE));
  await expect(entry).toContainText(STUDENT_ZONE);
  expect(await severeAxeViolations(page)).toEqual([]);

  // The day view by keyboard: the session's day of the advisor's calendar, one day of headings.
  await day.focus();
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(calendar.getByRole('heading', { level: 3 })).toHaveCount(1);
  const sessionDay = new Intl.DateTimeFormat('en-CA', { timeZone: ADVISOR_ZONE }).format(
    new Date(start),
  );
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ADVISOR_ZONE }).format(new Date());
  if (sessionDay !== today) {
    await calendar
      .getByRole('button', { name: ar['admin.sessions.calendar.nextDay'] })
      .press('Enter');
  }
  await expect(entry).toBeVisible({ timeout: SERVER_WORK_MS });

  // Move it to another free time of the same day, with the student's time beside each choice.
  await entry.getByRole('button', { name: ar['admin.sessions.calendar.reschedule'] }).click();
  const dialog = page.getByRole('dialog');
  const times = dialog.getByLabel(
    ar['admin.sessions.reschedule.time'].replace('{zone}', ADVISOR_ZONE),
  );
  await expect(times.locator('option').nth(1)).toBeAttached({ timeout: SERVER_WORK_MS });
  await expect(times.locator('option').nth(1)).toContainText(STUDENT_ZONE);
  const moved = (await times.locator('option').nth(1).getAttribute('value'))!;
  await times.selectOption(moved);
  expect(await severeAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: ar['admin.sessions.reschedule.submit'] }).click();
  await expect(dialog).toHaveCount(0, { timeout: SERVER_WORK_MS });
  await expect(entry).toContainText(clockPattern(moved, ADVISOR_ZONE), {
    timeout: SERVER_WORK_MS,
  });

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  expect(await severeAxeViolations(page)).toEqual([]);
});
