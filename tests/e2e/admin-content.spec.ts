import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { severeAxeViolations } from './axe-helpers';
import { logInAs, MESSAGES, type TestLanguage, useLanguage } from './auth-helpers';

const ARABIC_TITLE = 'الدراسة في الخارج خطوة بخطوة';
const ARABIC_BODY = 'دليل قصير للطلاب الجدد.';

/** The page scrolls sideways by no more than a pixel (rounding) at its current width. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
  );
}

for (const language of ['en', 'ar'] as TestLanguage[]) {
  const t = MESSAGES[language];

  test(`an admin writes a page in Arabic, publishes it and visitors see it (${language} admin)`, async ({
    page,
    browser,
  }) => {
    const slug = `e2e-study-guide-${randomBytes(4).toString('hex')}`;
    await useLanguage(page, language);
    await logInAs(page, 'admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.goto('/admin/content');
    await expect(
      page.getByRole('heading', { level: 1, name: t['admin.nav.content'] }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: t['admin.content.new'] }).click();
    await page.getByLabel(t['admin.content.field.slug']).fill(slug);
    // The language tabs are reached and moved through by keyboard.
    const englishTab = page.getByRole('tab', { name: 'English' });
    await englishTab.focus();
    await page.keyboard.press('End');
    const arabicTab = page.getByRole('tab', { name: /العربية/ });
    await expect(arabicTab).toBeFocused();
    await expect(arabicTab).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel(t['admin.content.field.title']).fill(ARABIC_TITLE);
    const body = page.getByRole('textbox', { name: t['admin.content.field.body'] });
    await expect(body).toHaveAttribute('dir', 'rtl');
    await body.click();
    await page.keyboard.type(ARABIC_BODY);
    await page.getByRole('button', { name: t['admin.content.create'] }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/content/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: ARABIC_TITLE })).toBeVisible();
    await expect(page.getByText(t['admin.content.status.draft'], { exact: true })).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);

    // A visitor does not see a draft.
    const visitor = await browser.newPage();
    await useLanguage(visitor, 'ar');
    const publicAnswer = await visitor.request.get(`/api/public/content/${slug}?lang=ar`);
    expect(publicAnswer.status()).toBe(404);

    await page.getByRole('button', { name: t['admin.content.action.publish'] }).click();
    await expect(
      page.getByText(t['admin.content.status.published'], { exact: true }),
    ).toBeVisible();

    await visitor.goto(`/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: ARABIC_TITLE })).toBeVisible();
    await expect(visitor.getByText(ARABIC_BODY)).toBeVisible();
    await expect(visitor.locator('article')).toHaveAttribute('dir', 'rtl');
    await visitor.close();

    // The history holds the draft and the publish; the grid lists the item as published.
    const history = page.getByRole('region', { name: t['admin.content.historyPanel'] });
    await expect(history.getByRole('listitem')).toHaveCount(2);

    await page.setViewportSize({ width: 360, height: 740 });
    expect(await fitsWidth(page)).toBe(true);
    await page.goto(`/admin/content?q=${slug}`);
    const row = page.getByRole('row').filter({ hasText: ARABIC_TITLE });
    await expect(row).toContainText(t['admin.content.status.published']);
    expect(await fitsWidth(page)).toBe(true);
    expect(await severeAxeViolations(page)).toEqual([]);
  });
}
