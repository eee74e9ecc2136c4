import { expect, test, type Page } from '@playwright/test';
import { createIntl } from 'react-intl';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { type CatalogPhrase, type PhraseKind } from '../../shared/catalog/catalog-phrase';
import { courseDetailSchema, type CourseDetail } from '../../shared/catalog/course-detail';
import { severeAxeViolations } from './axe-helpers';
import { firstCourses } from './catalog-helpers';
import { openIn } from './public-fixtures';

const MESSAGES = { en, ar, zh } as const;
type Language = keyof typeof MESSAGES;
type Messages = (typeof MESSAGES)[Language];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px', width: 360, height: 740 },
] as const;

/** The message of a phrase that has no values, as the visitor's language writes it. */
function plainPhrase(m: Messages, kind: PhraseKind, phrase: CatalogPhrase): string {
  return m[`catalog.${kind}.${phrase.key}` as keyof Messages];
}

function section(page: Page, heading: string) {
  return page.locator('section', { has: page.getByRole('heading', { name: heading }) });
}

/** A key fact of the program (the first list of the page; related programs' cards follow). */
function fact(page: Page, term: string) {
  return page
    .locator('article dl')
    .first()
    .locator('div', { has: page.locator('dt', { hasText: term }) })
    .locator('dd');
}

/** A real program with its full detail, straight from the API. */
async function aProgram(request: Parameters<typeof firstCourses>[0]): Promise<CourseDetail> {
  const { items } = await firstCourses(request, 'limit=1');
  const response = await request.get(`/api/public/courses/${items[0]!.slug}`);
  return courseDetailSchema.parse(await response.json());
}

const CASES: { language: Language; viewport: (typeof VIEWPORTS)[number] }[] = [
  { language: 'en', viewport: VIEWPORTS[0] },
  { language: 'en', viewport: VIEWPORTS[1] },
  { language: 'ar', viewport: VIEWPORTS[0] },
  { language: 'ar', viewport: VIEWPORTS[1] },
  { language: 'zh', viewport: VIEWPORTS[0] },
];

for (const { language, viewport } of CASES) {
  test.describe(`a program page in ${language} at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows what the catalogue generates in the visitor’s language and names as written', async ({
      page,
      request,
    }) => {
      const m = MESSAGES[language];
      const intl = createIntl({ locale: language, messages: m });
      const course = await aProgram(request);
      await openIn(page, language);
      await page.goto(`/course/${course.slug}`);
      const heading = page.getByRole('heading', { level: 1 });
      // The first page of a run loads the app and the language's messages on a busy machine.
      await expect(heading).toHaveText(course.title, { timeout: 30_000 });

      // The institution's own texts keep their language, marked for the page in another one.
      await expect(heading.locator('bdi')).toHaveAttribute('lang', course.contentLanguage);
      await expect(
        page.locator('header bdi', { hasText: course.provider.name }).first(),
      ).toHaveAttribute('lang', course.contentLanguage);
      await expect(
        page.locator('header bdi', { hasText: course.location }).first(),
      ).toHaveAttribute('lang', course.contentLanguage);

      await expect(fact(page, m['catalog.card.duration'])).toHaveText(
        intl.formatMessage(
          { id: 'catalog.card.length' },
          { value: course.durationValue, unit: course.durationUnit },
        ),
      );
      await expect(fact(page, m['catalog.detail.credential'])).toHaveText(
        plainPhrase(m, 'credential', course.credential),
      );

      const requirements = section(page, m['catalog.detail.requirements']).getByRole('listitem');
      await expect(requirements).toHaveCount(course.requirements.length);
      for (const requirement of course.requirements.filter((r) => !r.values)) {
        await expect(
          requirements.filter({ hasText: plainPhrase(m, 'requirement', requirement) }),
        ).toHaveCount(1);
      }

      const structure = section(page, m['catalog.detail.structure']);
      await expect(structure.getByRole('heading', { level: 3 })).toHaveCount(
        course.programStructure.length,
      );
      const namedModules = course.programStructure
        .flatMap((stage) => stage.modules)
        .filter((module) => !module.values);
      for (const module of namedModules) {
        await expect(
          structure.getByText(plainPhrase(m, 'module', module), { exact: true }),
        ).toBeVisible();
      }

      const careers = section(page, m['catalog.detail.careers']).getByRole('listitem');
      await expect(careers).toHaveText(
        course.careerOpportunities.map((career) => plainPhrase(m, 'career', career)),
      );

      // Topics carry the filters' labels, not lower-case English keywords.
      const topics = section(page, m['catalog.detail.tags']).getByRole('listitem');
      await expect(topics).toHaveCount(course.tags.length);
      await expect(topics.filter({ hasText: m[`catalog.field.${course.field}`] })).toHaveCount(1);
      await expect(
        topics.filter({ hasText: m[`catalog.deliveryMethod.${course.deliveryMethod}`] }),
      ).toHaveCount(1);
      if (language !== 'en') {
        await expect(page.getByText(en['catalog.detail.requirements'])).toHaveCount(0);
        for (const career of course.careerOpportunities) {
          await expect(
            page.getByText(plainPhrase(en, 'career', career), { exact: true }),
          ).toHaveCount(0);
        }
      }

      // Nothing wider than the screen, and no serious accessibility problem.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await severeAxeViolations(page)).toEqual([]);
    });
  });
}

test.describe('program cards in Arabic', () => {
  test('write the length in Arabic and mark the institution’s texts as English', async ({
    page,
    request,
  }) => {
    const { items } = await firstCourses(request, 'limit=1');
    const course = items[0]!;
    const intl = createIntl({ locale: 'ar', messages: ar });
    await openIn(page, 'ar');
    await page.goto('/courses');
    const card = page.getByRole('listitem').filter({ hasText: course.title }).first();
    await expect(
      card.getByText(
        intl.formatMessage(
          { id: 'catalog.card.length' },
          { value: course.durationValue, unit: course.durationUnit },
        ),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: course.title }).locator('bdi')).toHaveAttribute(
      'lang',
      course.contentLanguage,
    );
    await expect(card.locator('bdi', { hasText: course.provider.name }).first()).toHaveAttribute(
      'lang',
      course.contentLanguage,
    );
  });
});
