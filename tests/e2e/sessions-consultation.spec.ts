/**
 * Issue 15 item 1, booking from the consultation flow: a signed-in student who opens the header's
 * Request Consultation is offered a session to book at once and books one; the request form is
 * one click away. A visitor opening the same button gets the request form.
 */
import { expect, test } from '@playwright/test';
import { type MySessions } from '../../shared/sessions/session-booking';
import { callAsPage, logInAs, MESSAGES, signUpNewStudent } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { openAdvisorHours, preferences, runTag, TYPE } from './session-helpers';

/** Server work on a shared, slow machine. */
const SERVER_WORK_MS = 30_000;
const t = MESSAGES.en;

test('a signed-in student books a session from the consultation dialog', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAs(admin, 'admin', '/admin/sessions');
  await expect(
    admin.getByRole('heading', { level: 1, name: t['admin.sessions.title'] }),
  ).toBeVisible();
  await openAdvisorHours(admin);
  await adminContext.close();

  await preferences(page, 'en', 'Europe/Madrid');
  await signUpNewStudent(page, 'consultation-book', `Lucia ${runTag()}`);
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t['nav.requestConsultation'] })
    .click();
  const dialog = page.getByRole('dialog', { name: t['leads.consultation.title'] });
  await expect(dialog.getByText(t['sessions.consultation.intro'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await dialog
    .getByLabel(t['sessions.book.advisor'], { exact: true })
    .selectOption({ label: 'Alex Admin' });
  await dialog
    .getByLabel(t['sessions.book.type'], { exact: true })
    .selectOption({ value: TYPE.id });
  // Three days ahead: clear of the minimum notice and of the times the other session specs
  // book (sessions.spec.ts the day after tomorrow, the others a few hours ahead).
  await dialog
    .getByRole('group', { name: t['sessions.book.day'] })
    .getByRole('button', { pressed: false })
    .nth(2)
    .click();
  const times = dialog.getByRole('group', { name: t['sessions.book.time'] }).getByRole('button');
  await expect(times.first()).toBeVisible({ timeout: SERVER_WORK_MS });
  await times.first().click();
  expect(await severeAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: t['sessions.book.submit'] }).click();
  const bookedText = t['sessions.book.booked'].split('{when}')[0]!.trim();
  await expect(dialog.getByText(bookedText)).toBeVisible({ timeout: SERVER_WORK_MS });

  const mine = (await callAsPage(page, '/api/sessions')).body as MySessions;
  expect(mine.upcoming.map(({ typeName, studentTimeZone }) => [typeName, studentTimeZone])).toEqual(
    [[TYPE.name, 'Europe/Madrid']],
  );

  // The request form is still there for whoever prefers it.
  await dialog.getByRole('button', { name: t['sessions.consultation.requestInstead'] }).click();
  await expect(dialog.getByLabel(t['leads.field.fullName'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await dialog.getByRole('button', { name: t['leads.dialog.close'] }).click();

  // From the dialog to the sessions page.
  await page
    .getByRole('banner')
    .getByRole('button', { name: t['nav.requestConsultation'] })
    .click();
  await dialog.getByRole('link', { name: t['sessions.consultation.mySessions'] }).click();
  await expect(page).toHaveURL(/\/dashboard\/sessions$/);
  await expect(
    page
      .getByRole('region', { name: t['sessions.upcoming.title'] })
      .getByRole('heading', { name: TYPE.name }),
  ).toBeVisible({ timeout: SERVER_WORK_MS });
});

test('a visitor opening Request Consultation gets the request form', async ({ page }) => {
  test.setTimeout(120_000);
  await preferences(page, 'en', 'Europe/Madrid');
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t['nav.requestConsultation'] })
    .click();
  const dialog = page.getByRole('dialog', { name: t['leads.consultation.title'] });
  await expect(dialog.getByLabel(t['leads.field.fullName'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await expect(dialog.getByText(t['sessions.consultation.intro'])).toHaveCount(0);
});
