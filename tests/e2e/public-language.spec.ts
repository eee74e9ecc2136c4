import { expect, test } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import tr from '../../locales/tr.json';
import { openIn } from './public-fixtures';

test('switching language updates text, <html lang dir> and survives a reload', async ({ page }) => {
  await openIn(page, 'en');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveClass(/\brtl\b/);
  await expect(page.getByRole('link', { name: ar['nav.studyOptions'] }).first()).toBeAttached();
  await expect(page.getByRole('article')).toContainText('قصتنا');
  const saved = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('userPreferences') ?? '{}'),
  );
  expect(saved).toEqual({ language: 'ar', theme: 'system', currency: 'USD', timezone: 'UTC' });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page
    .getByRole('button', { name: new RegExp(ar['language.menuLabel'].split('{')[0]!.trim()) })
    .click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 2, name: tr['about.cta.title'] })).toBeVisible();
  expect(en['about.cta.title']).not.toBe(tr['about.cta.title']);
});

test.describe('with a French browser and nothing saved', () => {
  test.use({ locale: 'fr-FR' });

  test('the site starts in French without saving the guess', async ({ page }) => {
    await page.goto('/help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr['page.help.title']);
    expect(await page.evaluate(() => localStorage.getItem('userPreferences'))).toBeNull();
  });
});

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('an unsupported browser language falls back to English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
