import { expect, test } from '@playwright/test';
import { seededAccount, submitProviderLogin } from './auth-helpers';
import { CATALOG_MESSAGES, firstCourses } from './catalog-helpers';
import { openIn } from './public-fixtures';
import { VIEWPORTS } from './viewports';

for (const language of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`a visitor's favourite offers Log in and comes back to the program (${language}, ${viewport.name})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const m = CATALOG_MESSAGES[language];
      const { items } = await firstCourses(request, 'limit=1');
      const path = `/course/${items[0]!.slug}`;
      await openIn(page, language);
      await page.goto(path);
      await page.getByRole('button', { name: m['catalog.favourite.button'] }).click();
      const logIn = page.getByRole('status').getByRole('link');
      await logIn.focus();
      await page.keyboard.press('Enter');

      // The local identity provider's login page, then back to the same program.
      const student = seededAccount('student');
      await submitProviderLogin(page, student.email, student.password);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: items[0]!.title })).toBeVisible();
    });
  }
}
