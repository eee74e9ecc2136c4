import { expect, test, type Page } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import tr from '../../locales/tr.json';
import zh from '../../locales/zh.json';
import { type LanguageCode } from '../../shared/i18n/languages';
import { firstCourses } from './catalog-helpers';
import { openIn } from './public-fixtures';

const MESSAGES = { en, ar, tr, zh, es } as const;

/**
 * Issue 10, item 9: words a visitor types in their own language, each naming a country, a field,
 * a degree or a subject, found like their English equivalents.
 */
const SEARCHES: readonly { language: keyof typeof MESSAGES; words: readonly string[] }[] = [
  { language: 'en', words: ['Türkiye', 'nurse'] },
  { language: 'ar', words: ['ألمانيا', 'هندسة'] },
  { language: 'tr', words: ['Almanya', 'mühendislik'] },
  { language: 'zh', words: ['德国', '硕士'] },
  { language: 'es', words: ['Alemania', 'ingeniería'] },
];

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px', width: 360, height: 780 },
];

/** The total as the page writes it in `language` (Arabic may use its own digits). */
function localTotal(page: Page, total: number, language: LanguageCode): Promise<string> {
  return page.evaluate(([value, locale]) => new Intl.NumberFormat(locale).format(value), [
    total,
    language,
  ] as const);
}

for (const { name, width, height } of WIDTHS) {
  for (const { language, words } of SEARCHES) {
    test(`a visitor searching in ${language} at ${name} finds programs by their own words`, async ({
      page,
      request,
    }) => {
      const m = MESSAGES[language];
      await page.setViewportSize({ width, height });
      await openIn(page, language);
      await page.goto('/courses');
      const results = page.locator('#course-results');
      const search = page.getByRole('searchbox', { name: m['catalog.search.label'] });
      for (const word of words) {
        const expected = await firstCourses(request, new URLSearchParams({ q: word }).toString());
        expect(expected.total).toBeGreaterThan(0);
        await search.fill(word);
        await search.press('Enter');
        await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
        await expect(results).toContainText(await localTotal(page, expected.total, language));
        await expect(page.locator('main li h2').first()).toHaveText(expected.items[0]!.title);
      }
      // Nothing runs off the side of the screen, whatever the width and direction.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`search-${language}-${width}.png`) });
    });
  }
}

test('the default list shows a program still open for applications first', async ({
  page,
  request,
}) => {
  const { items } = await firstCourses(request, 'limit=1');
  const first = items[0]!;
  const today = new Date().toISOString().slice(0, 10);
  expect(first.applicationDeadline.slice(0, 10) >= today).toBe(true);
  await openIn(page, 'en');
  await page.goto('/courses');
  await expect(page.locator('main li h2').first()).toHaveText(first.title);
  await expect(page.getByRole('combobox', { name: en['catalog.sort.label'] })).toHaveValue(
    'relevance',
  );
});

test('a tuition sort says which amount it compares', async ({ page }) => {
  await openIn(page, 'en');
  await page.goto('/courses');
  const sort = page.getByRole('combobox', { name: en['catalog.sort.label'] });
  await sort.selectOption('tuition_desc');
  await expect(page).toHaveURL(/sort=tuition_desc/);
  await expect(sort).toHaveAccessibleDescription(en['catalog.sort.tuitionHint']);
});
