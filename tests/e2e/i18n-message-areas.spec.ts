/**
 * The messages arrive by area (web/src/i18n/message-areas.ts): a program's page, whose
 * vocabularies are not part of the first visit, must never show a raw message key, not even for
 * a frame, when it is reached from the home page or when the language changes on it.
 */
import { expect, test, type Page } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { firstCourses } from './catalog-helpers';
import { openIn } from './public-fixtures';

/**
 * Records, from the first paint on, every text node or label attribute that is exactly a message
 * key (what react-intl renders for a message it does not have), and every i18n warning.
 */
async function watchForRawKeys(page: Page): Promise<{ warnings: string[] }> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[i18n]')) warnings.push(message.text());
  });
  await page.addInitScript((keys: string[]) => {
    const known = new Set(keys);
    const seen: string[] = [];
    (window as unknown as { rawKeysSeen: string[] }).rawKeysSeen = seen;
    const check = (text: string | null) => {
      const trimmed = text?.trim();
      if (trimmed && known.has(trimmed)) seen.push(trimmed);
    };
    const checkElement = (element: Element) => {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        check(element.getAttribute(name));
      }
    };
    const checkTree = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return check(node.textContent);
      if (!(node instanceof Element)) return;
      checkElement(node);
      node.querySelectorAll('*').forEach(checkElement);
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) check(walker.currentNode.textContent);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check(record.target.textContent);
        else if (record.type === 'attributes') checkElement(record.target as Element);
        else record.addedNodes.forEach(checkTree);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'placeholder', 'title', 'alt'],
    });
  }, Object.keys(en));
  return { warnings };
}

const rawKeysSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { rawKeysSeen: string[] }).rawKeysSeen);

test('a program page, reached from home and switched to Arabic, never shows a raw key', async ({
  page,
  request,
}) => {
  const { items } = await firstCourses(request, 'limit=1');
  const course = items[0]!;
  const { warnings } = await watchForRawKeys(page);
  await openIn(page, 'en');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  // In the app, not a new document: the catalogue's areas arrive with the route.
  await page.evaluate((slug) => {
    window.history.pushState({}, '', `/course/${slug}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, course.slug);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
  await expect(page.getByText(en['catalog.detail.requirements']).first()).toBeVisible();

  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByText(ar['catalog.detail.requirements']).first()).toBeVisible();
  await expect(page.getByRole('link', { name: ar['nav.studyOptions'] }).first()).toBeAttached();

  expect(await rawKeysSeen(page)).toEqual([]);
  expect(warnings).toEqual([]);
});

test('opening a program page in Arabic shows no raw key on its first paint', async ({
  page,
  request,
}) => {
  const { items } = await firstCourses(request, 'limit=1');
  const course = items[0]!;
  const { warnings } = await watchForRawKeys(page);
  await openIn(page, 'ar');
  await page.goto(`/course/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title, {
    timeout: 30_000,
  });
  await expect(page.getByText(ar['catalog.detail.requirements']).first()).toBeVisible();

  // On to the course list in the same document: its filters' texts are there at once too.
  await page.getByRole('link', { name: ar['nav.programs'] }).first().click();
  await expect(page).toHaveURL(/\/courses/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(await rawKeysSeen(page)).toEqual([]);
  expect(warnings).toEqual([]);
});
