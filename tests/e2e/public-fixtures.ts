import { type Page } from '@playwright/test';
import { type LanguageCode } from '../../shared/i18n/languages';

/** Starts the page in `language` with the cookie choice already made, so the banner stays away. */
export async function openIn(
  page: Page,
  language: LanguageCode,
  options: { consent?: boolean } = {},
) {
  const { consent = true } = options;
  await page.addInitScript(
    ([lang, withConsent]) => {
      if (sessionStorage.getItem('e2e-initialised')) return;
      sessionStorage.setItem('e2e-initialised', '1');
      localStorage.setItem(
        'userPreferences',
        JSON.stringify({ language: lang, theme: 'system', currency: 'USD', timezone: 'UTC' }),
      );
      if (withConsent) {
        localStorage.setItem(
          'cookieConsent',
          JSON.stringify({
            status: 'customized',
            statusBeforeCustomizing: null,
            preferences: { necessary: true, analytics: false, marketing: false, preferences: true },
          }),
        );
      }
    },
    [language, consent] as const,
  );
}

/** The public screens of this issue, each with text that proves its real content rendered. */
export const PUBLIC_ROUTES = [
  '/',
  '/study-options',
  '/about',
  '/contact',
  '/request-consultation',
  '/legal?tab=gdpr',
  '/legal?tab=privacy',
  '/legal?tab=cookies',
  '/terms-of-service',
  '/help',
  '/blog',
  '/choosing-a-study-format',
  '/no-such-page',
] as const;
