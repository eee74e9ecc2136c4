import { expect, type Page, type Route } from '@playwright/test';
import seedAccounts from '../../api/src/identity/seed-accounts.json';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';

export type SeededRole = 'student' | 'admin' | 'superadmin';

/** The seeded account of a role (README "Seeded accounts"). */
export function seededAccount(role: SeededRole) {
  const account = seedAccounts.find((candidate) => candidate.roles.includes(role));
  if (!account) throw new Error(`No seeded ${role}`);
  return account;
}

export const MESSAGES = { en, ar } as const;
export type TestLanguage = keyof typeof MESSAGES;

/** Starts the app in `language` (the saved preference of spec §3), before any page script runs. */
export async function useLanguage(page: Page, language: TestLanguage): Promise<void> {
  await page.addInitScript((code) => {
    if (!localStorage.getItem('userPreferences')) {
      localStorage.setItem(
        'userPreferences',
        JSON.stringify({ language: code, theme: 'system', currency: 'USD', timezone: 'UTC' }),
      );
    }
  }, language);
}

/** Fills the local provider's login page, which the browser must be showing. */
export async function submitProviderLogin(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  if (seedAccounts.some((account) => account.email === email)) await pinPreferences(page);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/**
 * Specs running in parallel share the seeded accounts in different languages, and an account's
 * synced settings give their language to a browser whose user never chose one. The browser of a
 * seeded login therefore holds a choice (the app's defaults, unless the spec chose already), which
 * it keeps over the account's; the provider's pages share the app's origin and storage.
 */
async function pinPreferences(page: Page) {
  await page.evaluate(() => {
    if (localStorage.getItem('userPreferences') !== null) return;
    const defaults = { language: 'en', theme: 'system', currency: 'USD', timezone: 'UTC' };
    localStorage.setItem('userPreferences', JSON.stringify(defaults));
  });
}

/** The password of every account a spec signs up. */
export const NEW_ACCOUNT_PASSWORD = 'Valid#Pass1';

/**
 * Signs a new student up through the provider's page and resolves on the dashboard with their
 * e-mail. One account per test: parallel specs never share a student's favourites, settings,
 * notifications or sessions. `label` starts the e-mail, so a failing test's account is easy to find.
 */
export async function signUpNewStudent(page: Page, label: string, name = 'Nora Newcomer') {
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.locator('a[href$="/signup"]').click();
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.locator('#name').fill(name);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(NEW_ACCOUNT_PASSWORD);
  await page.locator('#confirmPassword').fill(NEW_ACCOUNT_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/** Logs an account a spec signed up in on this page (another device); resolves on the dashboard. */
export async function logInNewStudent(page: Page, email: string) {
  await page.goto('/auth/login');
  await submitProviderLogin(page, email, NEW_ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A redirect login from /auth/login as a seeded role; resolves on the page the app lands on. */
export async function logInAs(page: Page, role: SeededRole, startPath = '/auth/login') {
  const account = seededAccount(role);
  await page.goto(startPath);
  await submitProviderLogin(page, account.email, account.password);
}

/** The local provider's token endpoint: the refresh-token exchange behind a silent login. */
export const TOKEN_ENDPOINT = '**/idp/oauth/token';

/**
 * Makes the next page load find the access tokens auth0-spa-js cached in local storage expired,
 * so its silent login must call the token endpoint with the refresh token instead of answering
 * from the cache. The expiry is written before that page's scripts run, and only then: were it
 * written into the page open now, that page could renew the tokens itself before the next load
 * (its sync engine asks for one as it starts), and the next load would find fresh ones.
 */
export async function expireAccessTokensOnNextLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const done = 'e2e.accessTokensExpired';
    if (sessionStorage.getItem(done)) return;
    sessionStorage.setItem(done, '1');
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('@@auth0spajs@@') || key.endsWith('::@@user@@')) continue;
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { expiresAt?: number };
      localStorage.setItem(key, JSON.stringify({ ...entry, expiresAt: 0 }));
    }
  });
}

/** Requests held or failed by a test until it lets them through. */
export interface InterceptedRequests {
  /** Resolves once the first matching request has arrived. */
  arrived: Promise<void>;
  /** From now on matching requests (including the held ones) reach the server. */
  release(): void;
}

async function interceptRequests(
  page: Page,
  url: string,
  whileIntercepted: (route: Route, released: Promise<void>) => Promise<void>,
): Promise<InterceptedRequests> {
  let isReleased = false;
  let resolveReleased!: () => void;
  const released = new Promise<void>((resolve) => (resolveReleased = resolve));
  let resolveArrived!: () => void;
  const arrived = new Promise<void>((resolve) => (resolveArrived = resolve));
  await page.route(url, async (route) => {
    resolveArrived();
    if (isReleased) await route.continue();
    else await whileIntercepted(route, released);
  });
  return {
    arrived,
    release: () => {
      isReleased = true;
      resolveReleased();
    },
  };
}

/** Holds every request to `url` until `release()`, then sends them on. */
export function holdRequests(page: Page, url: string): Promise<InterceptedRequests> {
  return interceptRequests(page, url, async (route, released) => {
    await released;
    await route.continue();
  });
}

/**
 * Fails every request to `url` until `release()`: 'abort' as a lost connection, a status as
 * the server answering that error.
 */
export function failRequests(
  page: Page,
  url: string,
  failure: 'abort' | number,
): Promise<InterceptedRequests> {
  return interceptRequests(page, url, async (route) => {
    if (failure === 'abort') await route.abort('connectionfailed');
    else {
      await route.fulfill({
        status: failure,
        json: { error: 'server_error', error_description: 'Induced by the test' },
      });
    }
  });
}

/** A call with the page's own token (as the app makes it); answers the status and JSON body. */
export function callAsPage(page: Page, path: string, method = 'GET', body?: object) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const cached = Object.keys(localStorage).filter((key) => key.startsWith('@@auth0spajs@@'));
      const tokenKey = cached.find((key) => !key.endsWith('::@@user@@'));
      const token = (
        JSON.parse(localStorage.getItem(tokenKey ?? '') ?? '{}') as {
          body?: { access_token?: string };
        }
      ).body?.access_token;
      const response = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, method, body },
  );
}

/** The signed-in user's id, as the app keeps it. */
export function signedInUserId(page: Page) {
  return page.evaluate(() => {
    const userKey = Object.keys(localStorage).find(
      (key) => key.startsWith('@@auth0spajs@@') && key.endsWith('::@@user@@'),
    );
    return (
      JSON.parse(localStorage.getItem(userKey ?? '') ?? '{}') as {
        decodedToken?: { user?: { sub?: string } };
      }
    ).decodedToken?.user?.sub;
  });
}
