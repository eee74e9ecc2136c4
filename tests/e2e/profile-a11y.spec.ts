import { expect, test } from '@playwright/test';
import { severeAxeViolations } from './axe-helpers';
import { openProfileTab, saveTab, signUpStudent } from './profile-helpers';
import { VIEWPORTS } from './viewports';

test.describe.configure({ timeout: 120_000 });

for (const language of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`the profile tabs and the settings' profile section pass axe and fit (${language}, ${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { t } = await signUpStudent(page, language);
      const fits = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );

      await openProfileTab(page, t, 'personal');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // An invalid phone shows its message in the page's language.
      await page.getByLabel(t['profile.field.phone']).fill('0000');
      await page.getByRole('button', { name: t['profile.save'] }).click();
      await expect(page.getByText(t['leads.error.invalidPhone'])).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
      await fits();

      for (const tab of ['education', 'work', 'languages', 'studyPreferences'] as const) {
        await page.getByRole('tab', { name: t[`profile.tab.${tab}`] }).click();
        if (tab === 'languages') {
          await page.getByRole('button', { name: t['profile.languages.add'] }).click();
        }
        expect(await severeAxeViolations(page)).toEqual([]);
        await fits();
      }

      await page.goto('/dashboard/settings#profile');
      // The settings' profile section: the same form pieces, plus the profile's visibility.
      const section = page.locator('#profile');
      const firstName = section.getByLabel(t['profile.field.firstName']);
      await firstName.fill('Sara');
      await saveTab(section, t);
      await expect(section.getByLabel(t['profile.field.country'])).toHaveCount(0);
      const visibility = section.getByLabel(t['profile.field.visibility']);
      await expect(visibility).toHaveValue('private');
      await visibility.selectOption('contacts_only');
      expect(await severeAxeViolations(page)).toEqual([]);
      await fits();
      await page.reload();
      await expect(firstName).toHaveValue('Sara');
      await expect(visibility).toHaveValue('contacts_only');
    });
  }
}
