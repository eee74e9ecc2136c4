import { expect, test } from '@playwright/test';
import ar from '../../locales/ar.json';
import { openIn } from './public-fixtures';

test.describe('Arabic pages keep left-to-right content readable', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the phone example is isolated and runs left to right', async ({ page }) => {
    await openIn(page, 'ar');
    await page.goto('/request-consultation');
    const form = page.getByRole('form', { name: ar['leads.consultation.title'] });
    const example = form.getByTestId('phone-example');
    await expect(example).toHaveText(ar['leads.field.phoneExample']);
    expect(await example.evaluate((node) => node.tagName)).toBe('BDI');
    expect(await example.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
    // The sentence around it stays Arabic, right to left.
    const hint = example.locator('xpath=..');
    expect(await hint.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
  });

  test('prices are written the Arabic way and isolated from the text around them', async ({
    page,
  }) => {
    await openIn(page, 'ar');
    await page.goto('/courses');
    const price = page.getByTestId('price').first();
    await expect(price).toBeVisible();
    expect(await price.evaluate((node) => node.tagName)).toBe('BDI');
    // Written by Intl.NumberFormat in Arabic (its digits and sign), not the English "US$4,789".
    const arabic = await page.evaluate(() => {
      const parts = new Intl.NumberFormat('ar', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).formatToParts(1);
      const part = (type: string) => parts.find((p) => p.type === type)!.value;
      return { sign: part('currency'), one: part('integer') };
    });
    const text = (await price.textContent())!;
    expect(text).toContain(arabic.sign);
    expect(text).toMatch(arabic.one === '1' ? /[0-9]/ : /[٠-٩]/);
  });
});
