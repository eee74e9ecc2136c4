import { expect, test } from '@playwright/test';
import { CONSULTATION_COUNTRIES } from '../../shared/leads/consultation';
import { REFERENCE_ID_PATTERN } from '../../shared/leads/reference-id';
import { firstCourses } from './catalog-helpers';
import { MESSAGES, withDatabase } from './leads-helpers';
import { openIn } from './public-fixtures';

const SOLVE_AND_SEND_MS = 30_000;
const PHONE_VIEWPORT = { width: 360, height: 800 };

for (const language of ['en', 'ar'] as const) {
  for (const viewport of [undefined, PHONE_VIEWPORT]) {
    const size = viewport ? `${viewport.width}px` : 'desktop';
    test(`Apply Now shows the program and preselects its choices (${language}, ${size})`, async ({
      page,
      request,
    }) => {
      if (viewport) await page.setViewportSize(viewport);
      const m = MESSAGES[language];
      // A master's degree in a country the form offers, so every derived choice has an option.
      const { items } = await firstCourses(request, 'programType=masters_degree&limit=50');
      const course = items.find(({ country }) =>
        (CONSULTATION_COUNTRIES as readonly string[]).includes(country),
      )!;
      await openIn(page, language);
      await page.goto(`/course/${course.slug}`);
      await page.getByRole('link', { name: m['catalog.detail.apply'] }).click();

      const form = page.getByRole('form', { name: m['leads.consultation.title'] });
      const summary = form.getByTestId('consultation-program');
      await expect(summary).toContainText(course.title);
      await expect(summary).toContainText(course.provider.name);
      await expect(summary).not.toContainText(course.slug);
      await expect(form.getByLabel(m['leads.field.programType']!)).toHaveValue('master');
      await expect(form.getByLabel(m['leads.field.learningMethod']!)).toHaveValue(
        course.deliveryMethod,
      );
      await expect(form.getByLabel(m['leads.field.countryPreference']!)).toHaveValue(
        course.country,
      );

      await form.getByLabel(m['leads.field.fullName']!).fill(`Apply ${language} ${size}`);
      await form.getByLabel(m['leads.field.email']!, { exact: true }).fill('ada@example.com');
      await form.getByLabel(m['leads.field.phone']!, { exact: true }).fill('+44 20 7946 0958');
      await form.getByLabel(m['leads.field.message']!).fill('Is there a scholarship?');
      await form.getByRole('checkbox').nth(0).check();
      await form.getByRole('checkbox').nth(1).check();
      await form.getByRole('button', { name: m['leads.consultation.send'] }).click();
      const reference = page.getByTestId('reference-id');
      await expect(reference).toHaveText(REFERENCE_ID_PATTERN, { timeout: SOLVE_AND_SEND_MS });
      const id = (await reference.textContent())!;
      const stored = await withDatabase((db) =>
        db.collection<{ _id: string }>('consultations').findOne({ _id: id }),
      );
      expect(stored).toMatchObject({
        program: course.slug,
        programType: 'master',
        learningMethod: course.deliveryMethod,
        countryPreference: course.country,
      });
    });
  }
}
