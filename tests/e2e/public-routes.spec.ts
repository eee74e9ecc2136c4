import { expect, test } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { openIn } from './public-fixtures';

const LANGUAGES = [
  {
    code: 'en',
    messages: en,
    legal: 'GDPR and KVKK information notice',
    terms: '24 hours',
    post: 'On campus, online or hybrid',
  },
  {
    code: 'ar',
    messages: ar,
    legal: 'إشعار المعلومات وفق اللائحة العامة',
    terms: '24 ساعة',
    post: 'في الحرم الجامعي أم عبر الإنترنت',
  },
  {
    code: 'es',
    messages: es,
    legal: 'Aviso informativo RGPD y KVKK',
    terms: '24 horas',
    post: 'Presencial, en línea o híbrido',
  },
] as const;

for (const { code, messages, legal, terms, post } of LANGUAGES) {
  test.describe(`public routes in ${code}`, () => {
    test.beforeEach(async ({ page }) => openIn(page, code));

    test('home shows the hero, stats, featured programs and destinations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['home.hero.title']);
      await expect(
        page.getByRole('heading', { name: messages['home.featured.title'] }),
      ).toBeVisible();
      await expect(
        page.locator('section[aria-labelledby="featured-title"] li').first(),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: messages['home.destinations.title'] }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { name: messages['home.testimonials.title'] }),
      ).toBeVisible();
    });

    test('study options compare the three formats and answer questions', async ({ page }) => {
      await page.goto('/study-options');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        messages['page.studyOptions.title'],
      );
      await expect(
        page.getByRole('columnheader', { name: messages['studyOptions.format.hybrid'] }),
      ).toBeVisible();
      await page.getByText(messages['studyOptions.faq.switch.q']).click();
      await expect(page.getByText(messages['studyOptions.faq.switch.a'])).toBeVisible();
    });

    test('legal tabs follow ?tab= and the redirects', async ({ page }) => {
      await page.goto('/gdpr-notice');
      await expect(page).toHaveURL(/\/legal\?tab=gdpr$/);
      await expect(page.getByRole('heading', { level: 2, name: legal })).toBeVisible();
      await page.goto('/privacy-policy');
      await expect(page).toHaveURL(/\/legal\?tab=privacy$/);
      await expect(page.getByRole('tab', { name: messages['page.legal.privacy'] })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.goto('/legal/cookies');
      await expect(page).toHaveURL(/\/legal\?tab=cookies$/);
      await page.getByRole('tab', { name: messages['page.legal.gdpr'] }).click();
      await expect(page).toHaveURL(/\/legal\?tab=gdpr$/);
    });

    test('terms, about, help, blog and a content page render their texts', async ({ page }) => {
      await page.goto('/terms-of-service');
      await expect(page.getByRole('article')).toContainText(terms);
      await page.goto('/about');
      await expect(page.getByRole('article')).toContainText('2020');
      await page.goto('/faq');
      await expect(page).toHaveURL(/\/help$/);
      await expect(
        page.getByRole('heading', { name: messages['help.topic.privacy'] }),
      ).toBeVisible();
      await page.goto('/blog');
      await page.getByRole('link', { name: new RegExp(post) }).click();
      await expect(page).toHaveURL(/\/choosing-a-study-format$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(post);
    });

    test('contact shows office hours; unknown paths and old links go where they should', async ({
      page,
    }) => {
      await page.goto('/request-consultation');
      await expect(
        page.getByRole('heading', { name: messages['contact.hours.title'] }),
      ).toBeVisible();
      await page.goto('/learning-path');
      await expect(page).toHaveURL(/\/study-options$/);
      await page.goto('/login');
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        messages['page.notFound.title'],
      );
    });
  });
}

test('the help centre search narrows the answers and says when nothing matches', async ({
  page,
}) => {
  await openIn(page, 'en');
  await page.goto('/help');
  await page.getByRole('searchbox').fill('cancel session');
  await expect(page.getByText('Can I move or cancel a session?')).toBeVisible();
  await expect(page.getByText('Is the first consultation free?')).toHaveCount(0);
  await page.getByRole('searchbox').fill('zzzz');
  await expect(page.getByText('No answers match “zzzz”.', { exact: false })).toBeVisible();
});
