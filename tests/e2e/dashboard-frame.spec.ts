/**
 * Issue 11 items 6 and 7: the dashboard frame (header, profile menu, program search, side menu
 * with the role label, phone menu) and the overview screen, in English and Arabic.
 */
import { expect, test, type Page } from '@playwright/test';
import { logInAs, MESSAGES, seededAccount, type SeededRole } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { firstCourses } from './catalog-helpers';
import { openIn } from './public-fixtures';
import { VIEWPORTS } from './viewports';

const t = MESSAGES.en;

/** Logs in as `role` in `language` and waits for the signed-in frame to show its screen. */
async function signIn(page: Page, role: SeededRole, language: 'en' | 'ar' = 'en') {
  await openIn(page, language);
  await logInAs(page, role);
  await expect(page).toHaveURL(role === 'student' ? /\/dashboard$/ : /\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Whether keyboard focus is inside an open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog[open], [role="dialog"]') != null);

/** The lg+ side menu (the page's only complementary landmark). */
const sideMenu = (page: Page) => page.getByRole('complementary');

test.describe('dashboard frame at desktop', () => {
  test('the header holds the student nav, search, help, language and profile menu; no made-up counts', async ({
    page,
  }) => {
    await signIn(page, 'student');
    const headerNav = page.getByRole('banner').getByRole('navigation', {
      name: t['dashboard.nav.student'],
    });
    await expect(headerNav.getByRole('link')).toHaveText([
      t['dashboard.nav.overview'],
      t['dashboard.nav.sessions'],
      t['dashboard.nav.applications'],
      t['dashboard.nav.documents'],
      t['dashboard.nav.programs'],
      t['dashboard.nav.favorites'],
      t['dashboard.nav.messages'],
    ]);
    await expect(
      headerNav.getByRole('link', { name: t['dashboard.nav.overview'] }),
    ).toHaveAttribute('aria-current', 'page');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: t['home.search.label'] })).toBeVisible();
    await expect(header.getByRole('link', { name: t['dashboard.help'] })).toHaveAttribute(
      'href',
      '/help',
    );
    await expect(header.getByRole('button', { name: /^Language/ })).toBeVisible();
    // The message badge counts real unread messages (issue 14): none here, so no number anywhere.
    await expect(header.getByRole('link', { name: /^Messages,/ })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
    await expect(header.getByText(/^\d+\+?$/)).toHaveCount(0);

    await expect(
      sideMenu(page).getByText(t['dashboard.role.student'], { exact: true }),
    ).toBeVisible();
    await expect(
      sideMenu(page)
        .getByRole('navigation', { name: t['dashboard.nav.account'] })
        .getByRole('link'),
    ).toHaveText([
      t['dashboard.nav.profile'],
      t['dashboard.nav.settings'],
      t['dashboard.nav.notifications'],
    ]);
    await headerNav.getByRole('link', { name: t['dashboard.nav.sessions'] }).click();
    await expect(page).toHaveURL(/\/dashboard\/sessions$/);
  });

  test('the profile menu works by keyboard: who is signed in, its links, logout last', async ({
    page,
  }) => {
    await signIn(page, 'student');
    const account = seededAccount('student');
    const button = page.getByRole('button', { name: `Account menu for ${account.name}` });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByText(account.name, { exact: true })).toBeVisible();
    await expect(menu.getByText(account.email, { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      t['userMenu.profile'],
      t['userMenu.settings'],
      t['dashboard.backToSite'],
      t['userMenu.logout'],
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    // The menu keeps DOM focus and marks the item it points at (aria-activedescendant).
    await expect(page.getByRole('menuitem', { name: t['userMenu.settings'] })).toHaveAttribute(
      'data-focus',
      '',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
  });

  test('the search box opens, closes with Escape and finds programs on the course list', async ({
    page,
    request,
  }) => {
    const { items } = await firstCourses(request, 'limit=1');
    const course = items[0]!;
    await signIn(page, 'student');
    const toggle = page.getByRole('button', { name: t['home.search.label'] });
    await toggle.click();
    const box = page.getByRole('searchbox', { name: t['home.search.label'] });
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(box).toBeFocused();
    await box.fill(course.title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/courses?${new URLSearchParams({ q: course.title }).toString()}`);
    await expect(page.getByRole('link', { name: course.title }).first()).toBeVisible();
  });

  test('the role label reads Admin for an admin, and Super Admin with its mode and tools', async ({
    browser,
  }) => {
    const expected = [
      { role: 'admin', label: t['dashboard.role.admin'], mode: 0, tools: 0 },
      { role: 'superadmin', label: t['dashboard.role.superadmin'], mode: 1, tools: 1 },
    ] as const;
    for (const { role, label, mode, tools } of expected) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, role);
      await expect(sideMenu(page).getByText(label, { exact: true })).toBeVisible();
      await expect(
        page
          .getByRole('banner')
          .getByRole('navigation', { name: t['admin.nav.manage'] })
          .getByRole('link'),
      ).toHaveText([
        t['admin.nav.dashboard'],
        t['admin.nav.users'],
        t['admin.nav.courses'],
        t['admin.nav.leads'],
        t['admin.nav.conversations'],
        t['admin.nav.sessions'],
        t['admin.nav.applications'],
        t['admin.nav.documents'],
        t['admin.nav.analytics'],
      ]);
      await expect(sideMenu(page).getByText(t['admin.superAdminMode'])).toHaveCount(mode);
      await expect(
        sideMenu(page).getByRole('navigation', { name: t['admin.nav.tools'] }),
      ).toHaveCount(tools);
      await context.close();
    }
  });
});

test.describe('overview', () => {
  test('greets the user, shows honest empty states, then the programs they opened, newest first', async ({
    page,
    request,
  }) => {
    const { items } = await firstCourses(request, 'limit=2');
    const [first, second] = [items[0]!, items[1]!];
    await signIn(page, 'student');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t['dashboard.nav.overview']);
    await expect(main.getByText('Welcome back, Sam Student.')).toBeVisible();

    const recent = main.getByRole('region', { name: t['dashboard.overview.recent.title'] });
    await expect(recent.getByText(t['dashboard.overview.recent.empty'])).toBeVisible();
    await expect(
      recent.getByRole('link', { name: t['dashboard.overview.browsePrograms'] }),
    ).toHaveAttribute('href', '/courses');
    const sessions = main.getByRole('region', { name: t['dashboard.overview.sessions.title'] });
    await expect(sessions.getByText(t['dashboard.overview.sessions.empty'])).toBeVisible();
    const applications = main.getByRole('region', {
      name: t['dashboard.overview.applications.title'],
    });
    await expect(applications.getByText(t['dashboard.overview.applications.empty'])).toBeVisible();
    await expect(
      applications.getByRole('link', { name: t['dashboard.overview.findProgram'] }),
    ).toHaveAttribute('href', '/courses');
    const documents = main.getByRole('region', { name: t['dashboard.overview.documents.title'] });
    await expect(documents.getByText(t['dashboard.overview.documents.empty'])).toBeVisible();
    await expect(
      documents.getByRole('link', { name: t['dashboard.overview.documents.action'] }),
    ).toHaveAttribute('href', '/help');

    // Booking a session starts with the consultation form.
    await sessions.getByRole('button', { name: t['nav.requestConsultation'] }).click();
    // The dialog's root has no box of its own (its panel is fixed): its title shows it is open.
    const dialog = page.getByRole('dialog', { name: t['leads.consultation.title'] });
    await expect(
      dialog.getByRole('heading', { name: t['leads.consultation.title'] }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // A view counts once the page knows who is signed in: the header's account menu says so.
    const accountMenu = page.getByRole('button', { name: /^Account menu for / });
    for (const course of [first, second]) {
      await page.goto(`/course/${course.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
      await expect(accountMenu).toBeVisible();
    }
    await page.goto('/dashboard');
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([second.title, first.title]);
    await recent.getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${first.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await page.goto('/dashboard');
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([first.title, second.title]);
  });
});

test.describe('recently viewed on a shared browser', () => {
  test("each account sees only the programs it opened; logout is the profile menu's last item", async ({
    page,
    request,
  }) => {
    // Three logins and two logouts in one test.
    test.setTimeout(180_000);
    const { items } = await firstCourses(request, 'limit=1');
    const course = items[0]!;
    const recent = page
      .getByRole('main')
      .getByRole('region', { name: t['dashboard.overview.recent.title'] });
    const logOut = async (name: string) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: `Account menu for ${name}` }).click();
      await page.getByRole('menuitem').last().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    };

    await signIn(page, 'student');
    await page.goto(`/course/${course.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await page.goto('/dashboard');
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([course.title]);
    await logOut(seededAccount('student').name);

    await logInAs(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/dashboard');
    await expect(recent.getByText(t['dashboard.overview.recent.empty'])).toBeVisible();
    await logOut(seededAccount('admin').name);

    await logInAs(page, 'student');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([course.title]);
  });
});

test.describe('dashboard frame at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a menu button opens the side menu as a dialog, Escape returns focus, a link closes it', async ({
    page,
  }) => {
    await signIn(page, 'student');
    await expect(page.getByRole('complementary')).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: t['dashboard.nav.student'] }),
    ).toBeHidden();
    const openMenu = page.getByRole('button', { name: t['nav.openMenu'] });
    await openMenu.click();
    const dialog = page.getByRole('dialog', { name: t['nav.menuTitle'] });
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await expect(dialog.getByText(t['dashboard.role.student'], { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: t['dashboard.help'] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(openMenu).toBeFocused();

    await openMenu.click();
    await dialog.getByRole('link', { name: t['dashboard.nav.favorites'] }).click();
    await expect(page).toHaveURL(/\/dashboard\/favorites$/);
    await expect(dialog).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

for (const language of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`overview and frame pass axe in ${language} at ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, 'student', language);
      const m = MESSAGES[language];
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByText(m['dashboard.overview.recent.empty'])).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      // The open search box and (at phone width) the open menu are part of the frame too.
      await page.getByRole('button', { name: m['home.search.label'] }).click();
      await expect(page.getByRole('searchbox')).toBeFocused();
      expect(await severeAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: m['nav.openMenu'] }).click();
        await expect.poll(() => focusInDialog(page)).toBe(true);
        expect(await severeAxeViolations(page)).toEqual([]);
      }
      await page.screenshot({
        path: test.info().outputPath(`dashboard-${language}-${viewport.width}.png`),
        fullPage: true,
      });
    });
  }
}
