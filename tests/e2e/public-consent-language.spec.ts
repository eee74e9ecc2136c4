import { expect, test, type Page } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { VIEWPORTS } from './viewports';

/**
 * Issue 10 item 21: the language a visitor picks is kept after "Reject non-essential" (a setting
 * they asked for is strictly necessary), and the cookie dialog says so instead of listing it under
 * the optional Preferences category.
 */
const CASES = [
  { language: 'en', m: en, browser: 'ar-EG', from: ar, menuItem: 'English', word: 'language' },
  { language: 'ar', m: ar, browser: 'en-US', from: en, menuItem: 'العربية', word: 'اللغة' },
] as const;

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null'), key);
const menuButton = (page: Page, m: typeof en) =>
  page.getByRole('button', { name: new RegExp(m['language.menuLabel'].split('{')[0]!.trim()) });

for (const { language, m, browser, from, menuItem, word } of CASES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`after Reject non-essential (${language}, ${viewport.name})`, () => {
      test.use({ locale: browser, viewport: { width: viewport.width, height: viewport.height } });

      test('the picked language is kept and the dialog lists it as necessary', async ({ page }) => {
        await page.goto('/');
        const banner = page.getByRole('region', { name: from['consent.banner.label'] });
        await banner.getByRole('button', { name: from['consent.rejectNonEssential'] }).click();
        await expect(banner).toHaveCount(0);
        await menuButton(page, from).click();
        await page.getByRole('menuitem', { name: menuItem }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        expect(await stored(page, 'cookieConsent')).toMatchObject({
          preferences: { preferences: false },
        });
        expect(await stored(page, 'userPreferences')).toMatchObject({ language });
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        await page
          .getByRole('contentinfo')
          .getByRole('button', { name: m['consent.footerLink'] })
          .click();
        const dialog = page.getByRole('dialog', { name: m['consent.dialog.title'] });
        const necessary = dialog.getByRole('switch', { name: m['consent.category.necessary'] });
        const preferences = dialog.getByRole('switch', { name: m['consent.category.preferences'] });
        await expect(necessary).toHaveAccessibleDescription(m['consent.category.necessary.help']);
        await expect(necessary).toHaveAccessibleDescription(new RegExp(word));
        await expect(preferences).not.toBeChecked();
        await expect(preferences).toHaveAccessibleDescription(
          m['consent.category.preferences.help'],
        );
      });
    });
  }
}
