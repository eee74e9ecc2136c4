import { expect, test } from '@playwright/test';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { openIn } from './public-fixtures';
import { VIEWPORTS } from './viewports';

/** Issue 10 item 18: the footer's form pages are named like every other page. */
const PAGES = [
  { path: '/program-guide', titleId: 'page.programGuide.title' },
  { path: '/share-your-story', titleId: 'page.shareYourStory.title' },
  { path: '/subscribe', titleId: 'page.subscribe.title' },
] as const;

for (const [language, messages] of [
  ['en', en],
  ['ar', ar],
] as const) {
  for (const viewport of VIEWPORTS) {
    test(`the form pages have a visible h1 and a page title (${language}, ${viewport.name})`, async ({
      page,
    }) => {
      await openIn(page, language);
      await page.setViewportSize(viewport);
      for (const { path, titleId } of PAGES) {
        await page.goto(path);
        const title = messages[titleId];
        const heading = page.getByRole('heading', { level: 1, includeHidden: true });
        await expect(heading).toHaveText(title);
        await expect(heading).toBeInViewport();
        await expect(page).toHaveTitle(`${title} · ${messages['app.name']}`);
      }
    });
  }
}
