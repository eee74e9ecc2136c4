/**
 * The runtime caches "clear cache" empties (issue 16 item 6), apart from the maintenance schemas:
 * the service worker and the page's first download read these, and neither should bring zod.
 */

/** The service worker's runtime caches (sw/sw.ts), emptied by the page when the version moves. */
export const RUNTIME_CACHE_NAMES = {
  publicApi: 'public-api',
  courseImages: 'course-images',
} as const;

/** Where the browser remembers the runtime cache version it last applied. */
export const RUNTIME_CACHE_VERSION_KEY = 'runtimeCacheVersion';

/** Answers `{ version }` (CacheVersion), to anyone. */
export const RUNTIME_CACHE_VERSION_PATH = '/api/public/maintenance/cache-version';

export interface CacheVersion {
  version: string;
}
