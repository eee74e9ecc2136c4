/**
 * Where the browser keeps the visitor's cookie choice (localStorage): read by the app
 * (web/src/features/consent/consent-storage.ts) and, before the first paint, by the first-paint
 * boot script (shared/first-paint/first-paint-boot-script.ts).
 */
export const CONSENT_STORAGE_KEY = 'cookieConsent';
