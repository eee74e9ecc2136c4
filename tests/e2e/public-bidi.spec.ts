import { expect, test } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { LANGUAGES } from '../../shared/i18n/languages';
import { openIn } from './public-fixtures';
import { VIEWPORTS } from './viewports';

/**
 * Issue 10 item 19: left-to-right content stays readable on a right-to-left page, and each
 * language writes numbers, prices and separators its own way; English and Arabic, desktop and
 * 360 px. In Arabic the phone example once read reversed, "US$4,789" became "$US 4,789", places
 * were joined by a Latin comma and the language menu's names carried no lang.
 */
const CASES = [
  { language: 'en', m: en, direction: 'ltr' },
  { language: 'ar', m: ar, direction: 'rtl' },
] as const;

for (const { language, m, direction } of CASES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`left-to-right content in a ${direction} page (${language}, ${viewport.name})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('the phone example is isolated and runs left to right', async ({ page }) => {
        await openIn(page, language);
        await page.goto('/request-consultation');
        const form = page.getByRole('form', { name: m['leads.consultation.title'] });
        const example = form.getByTestId('phone-example');
        await expect(example).toHaveText(m['leads.field.phoneExample']);
        expect(await example.evaluate((node) => node.tagName)).toBe('BDI');
        expect(await example.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
        // The sentence around it keeps the page's direction.
        const hint = example.locator('xpath=..');
        expect(await hint.evaluate((node) => getComputedStyle(node).direction)).toBe(direction);
      });

      test("prices and places are written the language's way and isolated", async ({ page }) => {
        await openIn(page, language);
        await page.goto('/courses');
        const price = page.getByTestId('price').first();
        await expect(price).toBeVisible();
        expect(await price.evaluate((node) => node.tagName)).toBe('BDI');
        // Written by Intl.NumberFormat in the page's language (its digits and sign).
        const written = await page.evaluate((locale) => {
          const parts = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: 'USD',
            maximumFractionDigits: 0,
          }).formatToParts(1);
          const part = (type: string) => parts.find((p) => p.type === type)!.value;
          return { sign: part('currency'), one: part('integer') };
        }, language);
        const text = (await price.textContent())!;
        expect(text).toContain(written.sign);
        expect(text).toMatch(written.one === '1' ? /[0-9]/ : /[٠-٩]/);

        // "place, country" with the language's own comma ("،" in Arabic, never a Latin one).
        const comma = m['catalog.card.place'].replace('{location}', '').replace('{country}', '');
        const place = page.locator('main p', { hasText: '·' }).first();
        await expect(place).toContainText(comma);
        if (language === 'ar') await expect(place).not.toContainText(',');
      });

      test('each language menu item names its language in that language, marked by lang', async ({
        page,
      }) => {
        await openIn(page, language);
        await page.goto('/about');
        await page
          .getByRole('button', { name: new RegExp(m['language.menuLabel'].split('{')[0]!.trim()) })
          .click();
        for (const { code, nativeName } of LANGUAGES) {
          const item = page.getByRole('menuitem', { name: nativeName });
          await expect(item.locator(`[lang="${code}"]`)).toHaveText(nativeName);
        }
        expect(LANGUAGES.map(({ code }) => code)).toEqual(['en', 'tr', 'es', 'fr', 'zh', 'ar']);
      });
    });
  }
}
