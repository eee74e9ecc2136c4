/**
 * The browser's half of "clear cache" (issue 16 item 6): a super admin's clear moves the runtime
 * cache version the API serves; a page that finds a version other than the one it last applied
 * empties the service worker's runtime caches (public reads, course images; the precached app
 * shell stays, it is versioned by the build) and remembers the new version. Checked at start and
 * on every return online, so a browser offline at the time catches up when it can.
 */
import {
  type CacheVersion,
  RUNTIME_CACHE_NAMES,
  RUNTIME_CACHE_VERSION_KEY,
  RUNTIME_CACHE_VERSION_PATH,
} from '../../../shared/maintenance/runtime-cache';
import { getJson } from './api-client';

/** The server's version, checked by hand (the first download carries no zod). */
function versionIn(answer: unknown): string {
  const { version } = (answer ?? {}) as Partial<CacheVersion>;
  if (typeof version !== 'string') throw new Error('The cache version answer has no version');
  return version;
}

/** Empties the runtime caches when the server's version moved; answers whether it did. */
export async function applyRuntimeCacheVersion(): Promise<boolean> {
  const version = versionIn(await getJson(RUNTIME_CACHE_VERSION_PATH));
  const applied = localStorage.getItem(RUNTIME_CACHE_VERSION_KEY);
  if (applied === version) return false;
  // The first visit has nothing stale to clear: it only remembers where it starts.
  if (applied !== null && 'caches' in window) {
    await Promise.all(Object.values(RUNTIME_CACHE_NAMES).map((name) => caches.delete(name)));
  }
  localStorage.setItem(RUNTIME_CACHE_VERSION_KEY, version);
  return applied !== null;
}

/** Applies the version now and on every return online; answers the function that stops it. */
export function watchRuntimeCacheVersion(): () => void {
  const check = () => {
    applyRuntimeCacheVersion().catch((error: unknown) => {
      // Offline or a failing API: the next start or reconnection checks again.
      console.warn('[cache] runtime cache version not checked', error);
    });
  };
  check();
  window.addEventListener('online', check);
  return () => window.removeEventListener('online', check);
}
