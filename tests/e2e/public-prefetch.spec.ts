import { expect, test } from '@playwright/test';
import en from '../../locales/en.json';
import { openIn } from './public-fixtures';

test.beforeEach(async ({ page }) => openIn(page, 'en'));

test('hovering a link fetches its screen code before the click', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Listen before the link exists: on a slow machine the 2 s idle prefetch may pick it up first.
  const chunk = page.waitForRequest(/\/assets\/admin-area-[\w-]+\.js$/);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/admin/users';
    link.textContent = 'admin users';
    document.querySelector('main')?.append(link);
  });
  await page.getByRole('link', { name: 'admin users' }).hover();
  await chunk;
});

test('2 s after load the code behind the page links is prefetched', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const link = document.createElement('a');
      link.href = '/dashboard';
      link.textContent = 'dashboard';
      document.body.append(link);
    });
  });
  const started = Date.now();
  const chunk = page.waitForRequest(/\/assets\/dashboard-area-[\w-]+\.js$/);
  await page.goto('/help');
  await chunk;
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
});

test('the language-testing panel is not part of the production build', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: en['devtools.language.title'] })).toHaveCount(0);
});
