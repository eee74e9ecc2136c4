import { expect, test } from '@playwright/test';

test.describe('the installable app shell', () => {
  test('home renders with its search box', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
    await expect(page).toHaveTitle(/.+/);
  });

  test('the service worker registers and controls the page after a reload', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);
  });

  test('the manifest is valid and its icons are served', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await request.get(new URL(href!, page.url()).toString());
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) {
      const image = await request.get(new URL(icon.src, response.url()).toString());
      expect(image.ok()).toBe(true);
      expect(image.headers()['content-type']).toMatch(/^image\//);
    }
  });

  test('an unknown page shows the not-found screen', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('main')).toContainText(/not found|404/i);
  });
});

test.describe('the API behind it', () => {
  test('reports the database up', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });

  test('serves the seeded catalogue of at least 12,000 programs', async ({ request }) => {
    const response = await request.get('/api/public/courses?limit=1');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { items: unknown[]; total: number };
    expect(body.items).toHaveLength(1);
    expect(body.total).toBeGreaterThanOrEqual(12_000);
  });
});
