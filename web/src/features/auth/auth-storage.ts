/**
 * What auth0-spa-js leaves in the browser: the token cache in local storage, the "is
 * authenticated" marker cookie and the login transaction. Read to decide whether a silent
 * refresh is worth trying, and cleared when it turns out stale (spec §4).
 */
const CACHE_PREFIX = '@@auth0spajs@@';

function markerCookieNames(clientId: string): string[] {
  return [`auth0.${clientId}.is.authenticated`, `_legacy_auth0.${clientId}.is.authenticated`];
}

function transactionKey(clientId: string): string {
  return `a0.spajs.txs.${clientId}`;
}

function cacheKeys(clientId: string): string[] {
  return Object.keys(localStorage).filter(
    (key) => key.startsWith(CACHE_PREFIX) && key.includes(`::${clientId}::`),
  );
}

/** True when a previous login left tokens or its marker behind. */
export function hasStoredLogin(clientId: string): boolean {
  const cookies = document.cookie.split(';').map((cookie) => cookie.trim().split('=')[0]);
  return (
    cacheKeys(clientId).length > 0 ||
    markerCookieNames(clientId).some((name) => cookies.includes(name))
  );
}

/** Forgets a login the provider no longer honours, so the next check does not retry it. */
export function clearStoredLogin(clientId: string): void {
  for (const key of cacheKeys(clientId)) localStorage.removeItem(key);
  for (const name of markerCookieNames(clientId)) {
    document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** Forgets an unfinished login (its state and verifier), e.g. after an invalid state. */
export function clearLoginTransaction(clientId: string): void {
  const key = transactionKey(clientId);
  sessionStorage.removeItem(key);
  document.cookie = `${key}=; max-age=0; path=/`;
  document.cookie = `_legacy_${key}=; max-age=0; path=/`;
}
