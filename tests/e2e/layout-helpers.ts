import { type Page } from '@playwright/test';

/** The page scrolls sideways by no more than a pixel (rounding) at its current width. */
export const fitsWidth = (page: Page) =>
  page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
  );
