import { expect, test } from '@playwright/test';
import { MESSAGES, useLanguage } from './auth-helpers';
import { severeAxeViolations } from './axe-helpers';
import { waitUntilOfflineReady } from './catalog-helpers';
import { favouriteCard, signUpSyncStudent, programNumber, saveFavourite } from './sync-helpers';
import { VIEWPORTS } from './viewports';

for (const language of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`/dashboard/favorites passes axe (${language}, ${viewport.name})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      const course = await programNumber(request, 6);
      await signUpSyncStudent(page);
      await waitUntilOfflineReady(page);
      await saveFavourite(page, course, MESSAGES[language]['catalog.favourite.button']);
      await page.goto('/dashboard/favorites');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: MESSAGES[language]['dashboard.nav.favorites'],
        }),
      ).toBeVisible();
      await expect(favouriteCard(page, course)).toBeVisible();
      expect(await severeAxeViolations(page)).toEqual([]);
      // The page fits the phone: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  }
}
