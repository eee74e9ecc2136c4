/**
 * Issue 10 item 7: one currency control, kept in the stored preferences, applied to every price:
 * the home page's featured cards, the list's cards and tuition filter, a program's page and its
 * related programs. In English and Arabic, on desktop (header) and a 360 px phone (phone menu),
 * chosen by keyboard alone.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import tr from '../../locales/tr.json';
import zh from '../../locales/zh.json';
import { courseDetailSchema } from '../../shared/catalog/course-detail';
import { courseListResponseSchema, type CourseListItem } from '../../shared/catalog/course-list';
import { CURRENCIES, type Currency } from '../../shared/catalog/currencies';
import { LANGUAGES } from '../../shared/i18n/languages';
import { severeAxeViolations } from './axe-helpers';
import { CATALOG_MESSAGES } from './catalog-helpers';
import { openIn } from './public-fixtures';

type Language = keyof typeof CATALOG_MESSAGES;

async function courseList(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/public/courses?${query}`);
  return courseListResponseSchema.parse(await response.json());
}

/** What a visitor reading `language` sees for amounts, currency names and dates. */
function writtenIn(page: Page, language: Language) {
  const m = CATALOG_MESSAGES[language];
  const money = (value: number, currency: string) =>
    page.evaluate(
      ([locale, amount, code]) =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: code,
          maximumFractionDigits: 0,
        }).format(amount),
      [language, value, currency] as const,
    );
  return {
    m,
    /** "€12,345 per year" or "€12,345 in total", as the cards write it. */
    tuition: async (
      course: Pick<CourseListItem, 'tuitionPeriod' | 'tuitionConverted'>,
      currency: Currency,
    ) =>
      m[
        course.tuitionPeriod === 'per_year' ? 'catalog.tuition.perYear' : 'catalog.tuition.total'
      ].replace('{amount}', await money(course.tuitionConverted, currency)),
    original: async (course: Pick<CourseListItem, 'tuitionFee' | 'currency'>) =>
      m['catalog.tuition.original'].replace(
        '{amount}',
        await money(course.tuitionFee, course.currency),
      ),
    convertedNote: async (ratesDate: string) =>
      m['catalog.tuition.converted'].replace(
        '{date}',
        await page.evaluate(
          ([locale, date]) =>
            new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
              Date.parse(date),
            ),
          [language, ratesDate] as const,
        ),
      ),
    currencyName: (code: Currency) =>
      page.evaluate(
        ([locale, currency]) => new Intl.DisplayNames([locale], { type: 'currency' }).of(currency)!,
        [language, code] as const,
      ),
  };
}

/** Opens the listbox from its button with Space, moves to `code` with the arrow keys, takes it with Enter. */
async function chooseByKeyboard(page: Page, button: Locator, code: Currency, name: string) {
  await button.focus();
  await page.keyboard.press('Space');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole('option')).toHaveCount(CURRENCIES.length);
  await page.keyboard.press('Home');
  for (let step = 0; step < CURRENCIES.indexOf(code); step += 1)
    await page.keyboard.press('ArrowDown');
  const option = listbox.getByRole('option', { name: `${name} (${code})`, exact: true });
  await expect(option).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(button).toBeFocused();
}

/**
 * Picks the currency where the visitor finds it: the header on desktop, the phone menu at 360 px
 * (closed again with Escape). With `axe`, the page is checked while the list of currencies is open.
 */
async function chooseSiteCurrency(
  page: Page,
  language: Language,
  phone: boolean,
  code: Currency,
  options: { axe?: boolean } = {},
) {
  const { m, currencyName } = writtenIn(page, language);
  const name = await currencyName(code);
  let scope: Locator = page.getByRole('banner');
  if (phone) {
    await page.getByRole('button', { name: m['nav.openMenu'] }).click();
    scope = page.getByRole('dialog', { name: m['nav.menuTitle'] });
    // The dialog element itself has no box (its panel is fixed): its title shows it is open.
    await expect(scope.getByRole('heading', { name: m['nav.menuTitle'] })).toBeVisible();
  }
  const button = scope.getByRole('button', { name: m['currency.label'] });
  if (options.axe) {
    await button.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  }
  await chooseByKeyboard(page, button, code, name);
  await expect(button).toHaveAccessibleName(new RegExp(`${m['currency.label']}.*${name}`));
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(scope).toHaveCount(0);
  }
}

/** The list's tuition filter: the side panel on desktop, the filter drawer on a phone. */
async function tuitionFilter(page: Page, language: Language, phone: boolean, code: Currency) {
  const m = CATALOG_MESSAGES[language];
  const name = m['catalog.filter.tuition'].replace('{currency}', code);
  if (!phone)
    return page
      .getByRole('complementary', { name: m['catalog.filters.title'] })
      .getByRole('group', { name });
  await page.getByRole('button', { name: m['catalog.filters.open'], exact: true }).click();
  return page
    .getByRole('dialog', { name: m['catalog.filters.title'] })
    .getByRole('group', { name });
}

async function closeDrawer(page: Page, phone: boolean) {
  if (!phone) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

for (const language of ['en', 'ar'] as const) {
  for (const phone of [false, true]) {
    test(`every price follows the chosen currency in ${language} on ${phone ? 'a 360 px phone' : 'desktop'}`, async ({
      page,
      request,
    }) => {
      // Home, list, program page and a reload, each waiting for real data.
      test.slow();
      if (phone) await page.setViewportSize({ width: 360, height: 780 });
      await openIn(page, language);
      const written = writtenIn(page, language);
      const { m } = written;

      // Home: the featured cards, converted, with per year / in total.
      await page.goto('/');
      const featured = page.locator('section[aria-labelledby="featured-title"] ul').first();
      await expect(featured.locator(':scope > li').first()).toBeVisible();
      await chooseSiteCurrency(page, language, phone, 'EUR', { axe: true });
      const featuredEur = await courseList(request, 'featured=true&limit=6&currency=EUR');
      expect(featuredEur.items.length).toBeGreaterThan(0);
      for (const [index, course] of featuredEur.items.entries()) {
        const card = featured.locator(':scope > li').nth(index);
        await expect(card).toContainText(course.title);
        await expect(card).toContainText(await written.tuition(course, 'EUR'));
      }
      expect(featuredEur.items.some((course) => course.currency !== 'EUR')).toBe(true);
      await expect(page.getByTestId('converted-prices-note')).toHaveText(
        await written.convertedNote(featuredEur.ratesDate),
      );

      // The list, opened with a tuition maximum typed in euros: cards and filter in euros.
      await page.goto('/courses?tuitionMax=20000');
      const listEur = await courseList(request, 'tuitionMax=20000&currency=EUR');
      const cards = page.locator('main li').filter({ has: page.locator('h2') });
      await expect(cards.first()).toContainText(listEur.items[0]!.title);
      for (const [index, course] of listEur.items.slice(0, 3).entries())
        await expect(cards.nth(index)).toContainText(await written.tuition(course, 'EUR'));
      await expect(page.getByTestId('converted-prices-note')).toHaveText(
        await written.convertedNote(listEur.ratesDate),
      );
      const eurFilter = await tuitionFilter(page, language, phone, 'EUR');
      await expect(
        eurFilter.getByRole('spinbutton', { name: m['catalog.filter.tuitionMax'] }),
      ).toHaveValue('20000');
      await closeDrawer(page, phone);

      // Switching to lira moves the maximum into lira (20000 / 0.88 × 39, rounded up).
      await chooseSiteCurrency(page, language, phone, 'TRY');
      await expect(page).toHaveURL(/[?&]tuitionMax=886364(&|$)/);
      const listTry = await courseList(request, 'tuitionMax=886364&currency=TRY');
      await expect(cards.first()).toContainText(listTry.items[0]!.title);
      for (const [index, course] of listTry.items.slice(0, 3).entries())
        await expect(cards.nth(index)).toContainText(await written.tuition(course, 'TRY'));
      const tryFilter = await tuitionFilter(page, language, phone, 'TRY');
      await expect(
        tryFilter.getByRole('spinbutton', { name: m['catalog.filter.tuitionMax'] }),
      ).toHaveValue('886364');
      await closeDrawer(page, phone);

      // A program priced in neither currency: its page shows lira, the original and the note.
      const program = listTry.items.find((course) => !['EUR', 'TRY'].includes(course.currency))!;
      await page.goto(`/course/${program.slug}`);
      const detailTry = courseDetailSchema.parse(
        await (await request.get(`/api/public/courses/${program.slug}?currency=TRY`)).json(),
      );
      const facts = page.locator('article dl').first();
      await expect(facts).toContainText(await written.tuition(detailTry, 'TRY'));
      await expect(facts).toContainText(await written.original(detailTry));
      await expect(page.getByTestId('converted-prices-note')).toHaveText(
        await written.convertedNote(detailTry.ratesDate),
      );

      // The program page has its own control beside the tuition.
      const eurName = await written.currencyName('EUR');
      const pageControl = page.getByRole('main').getByRole('button', { name: m['currency.label'] });
      await chooseByKeyboard(page, pageControl, 'EUR', eurName);
      await expect(pageControl).toHaveText(`${eurName} (EUR)`);
      const detailEur = courseDetailSchema.parse(
        await (await request.get(`/api/public/courses/${program.slug}?currency=EUR`)).json(),
      );
      await expect(facts).toContainText(await written.tuition(detailEur, 'EUR'));
      const related = page
        .locator('article section')
        .filter({ has: page.getByRole('heading', { name: m['catalog.detail.related'] }) })
        .locator('li');
      for (const [index, course] of detailEur.related.entries())
        await expect(related.nth(index)).toContainText(await written.tuition(course, 'EUR'));

      // A reload (a new visit) starts in the saved currency.
      await page.reload();
      await expect(facts).toContainText(await written.tuition(detailEur, 'EUR'));
      await expect(pageControl).toHaveText(`${eurName} (EUR)`);
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem('userPreferences')))!),
      ).toEqual({ language, theme: 'system', currency: 'EUR', timezone: 'UTC' });
      await page.screenshot({
        path: test.info().outputPath(`currency-${language}-${phone ? 360 : 1280}.png`),
        fullPage: true,
      });
    });
  }
}

test('at 1024 px, the narrowest width with every header link, the currency menu still fits in all six languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openIn(page, 'en');
  await page.goto('/courses');
  for (const language of LANGUAGES.map(({ code }) => code)) {
    await page.evaluate(
      (code) =>
        localStorage.setItem(
          'userPreferences',
          JSON.stringify({ language: code, theme: 'system', currency: 'USD', timezone: 'UTC' }),
        ),
      language,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const m = { en, tr, es, fr, zh, ar }[language];
    await expect(
      page.getByRole('banner').getByRole('button', { name: m['currency.label'] }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, language).toBeLessThanOrEqual(0);
  }
});
