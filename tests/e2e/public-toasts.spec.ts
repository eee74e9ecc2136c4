import { expect, test, type Locator } from '@playwright/test';
import { TOAST_DURATION_MS } from '../../shared/constants';
import { CATALOG_MESSAGES, firstCourses } from './catalog-helpers';
import { openIn } from './public-fixtures';

/** Issue 10 item 15: one toast at a time, the next waiting behind it, each closing on its own. */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px', width: 360, height: 740 },
] as const;

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

for (const language of ['en', 'ar'] as const) {
  const m = CATALOG_MESSAGES[language];

  for (const viewport of VIEWPORTS) {
    test(`two quick toasts show one after the other and close by keyboard (${language}, ${viewport.name})`, async ({
      page,
      request,
    }) => {
      const [course] = (await firstCourses(request, 'limit=1')).items;
      // The first copy succeeds and the second fails: two different toasts from two quick clicks.
      await page.addInitScript(() => {
        let copies = 0;
        Object.defineProperty(navigator, 'share', { value: undefined });
        navigator.clipboard.writeText = () =>
          copies++ === 0 ? Promise.resolve() : Promise.reject(new Error('denied'));
      });
      await page.clock.install();
      await openIn(page, language);
      await page.setViewportSize(viewport);
      await page.goto(`/course/${course!.slug}`);

      const share = page.getByRole('button', { name: m['catalog.share.button'] }).first();
      await share.click();
      await share.click();
      const toasts = page.getByTestId('toast-viewport').getByRole('status');
      await expect(toasts).toHaveCount(1);
      await expect(toasts).toContainText(m['catalog.share.copied']);

      // The toast covers none of the header's controls, nor the button that raised it.
      for (const control of [
        share,
        ...(await page.getByRole('banner').getByRole('button').all()),
      ]) {
        if (await control.isVisible()) expect(await overlaps(toasts, control)).toBe(false);
      }

      await page.clock.runFor(TOAST_DURATION_MS);
      await expect(toasts).toHaveCount(1);
      await expect(toasts).toContainText(m['catalog.share.failed']);

      const close = toasts.getByRole('button', { name: m['toast.dismiss'] });
      await close.focus();
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toasts).toHaveCount(0);
    });
  }
}
