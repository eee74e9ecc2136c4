import { expect, test } from '@playwright/test';
import { logInAs, MESSAGES } from './auth-helpers';
import { socketAccepted } from './notifications-helpers';
import { openIn } from './public-fixtures';

/** Server work (a proof of work, a hand-off) on a shared, slow machine. */
const SERVER_WORK_MS = 30_000;

/** A tag of letters only, so a run's name is its own. */
const runTag = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'qwrtypsdfg'[Number(digit)]!);

test("a visitor's hand-off reaches an advisor's open inbox over the socket, without the poll", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const t = MESSAGES.en;

  // The advisor's inbox is open, its socket accepted, its first list loaded.
  const accepted = socketAccepted(page);
  await logInAs(page, 'admin', '/admin/conversations');
  await expect(
    page.getByRole('heading', { level: 1, name: t['admin.conversations.title'] }),
  ).toBeVisible();
  await accepted;
  const list = page.getByRole('region', { name: t['admin.conversations.view.waiting'] });
  await expect(list).toBeVisible();
  // From now on the list's own requests fail: only the socket can bring the hand-off.
  let blocked = 0;
  await page.route(/\/api\/admin\/conversations\?status=/, (route) => {
    blocked += 1;
    return route.abort();
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openIn(visitor, 'en');
  await visitor.goto('/');
  await visitor.getByRole('button', { name: t['assistant.widget.open'] }).click();
  const widget = visitor.getByRole('dialog', { name: t['assistant.widget.title'] });
  const fullName = `Live ${runTag()}`;
  await widget.getByLabel(t['leads.field.fullName']).fill(fullName);
  await widget.getByLabel(t['leads.field.email']).fill('live@example.com');
  await widget.getByRole('checkbox').check();
  await widget.getByRole('button', { name: t['assistant.widget.start'] }).click();
  await expect(widget.getByLabel(t['assistant.widget.input'])).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  await widget.getByRole('button', { name: t['assistant.widget.human'] }).click();
  await expect(widget.getByText(t['assistant.handoff'])).toBeVisible({ timeout: SERVER_WORK_MS });

  await expect(list.getByRole('button', { name: new RegExp(fullName) })).toBeVisible({
    timeout: SERVER_WORK_MS,
  });
  // The socket's change also asked for the list again, and that request was refused.
  expect(blocked).toBeGreaterThan(0);
  await visitorContext.close();
});
