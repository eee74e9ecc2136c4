/**
 * Route prefetching (spec §2 Navigation, §9): the current screen's code is loaded as the app
 * starts, and a screen's code when a link to it is hovered or focused, with the same `import()`s
 * the routes use, so a prefetched chunk is the one the route later renders from, loaded once.
 * 2 s after the page has loaded and the browser is idle, the files of the screens behind every
 * link on the page are fetched without being run (SCREEN_CHUNKS_PATH lists them): running them
 * all there took the main thread for hundreds of milliseconds on a phone, just after the first
 * page showed.
 */
import { ROUTE_PREFETCH_DELAY_MS } from '../../../../shared/constants';
import { APP_PATHS } from '../../../../shared/routes/app-paths';
import { type ScreenName } from '../../../../shared/routes/screen-modules';
import { startPublicGet } from '../../data/api-client';
import { courseDetailPath } from '../../features/catalog/api/course-detail-path';
import { afterLoadWhenIdle } from '../../lib/after-load';
import { screenLoaders } from './screen-loaders';

/** The public pages built around a lead form (public/lead-screens.ts). */
const LEAD_SCREEN_PATHS = new Set<string>([
  APP_PATHS.contact,
  APP_PATHS.requestConsultation,
  APP_PATHS.programGuide,
  APP_PATHS.shareYourStory,
  APP_PATHS.subscribe,
]);

/** A program's page, /course/:slug (APP_PATHS.course). */
const COURSE_PATH_PREFIX = '/course/';

const SUPERADMIN_PATHS = [
  '/admin/manage-admins',
  '/admin/system-settings',
  '/admin/api-management',
];

/**
 * Starts the current page's own data request beside its code, where the page is reached by URL
 * and its first request is known from the path alone: a program's page, in `currency` (the
 * visitor's). The page's first call takes the answer (api-client.ts `startPublicGet`).
 */
export function prefetchCurrentPageData(currency: string): void {
  const trimmed = window.location.pathname.replace(/\/+$/, '');
  if (!trimmed.startsWith(COURSE_PATH_PREFIX)) return;
  const slug = trimmed.slice(COURSE_PATH_PREFIX.length);
  if (slug === '' || slug.includes('/')) return;
  try {
    startPublicGet(courseDetailPath(decodeURIComponent(slug), currency));
  } catch {
    // A malformed escape in a hand-typed URL: the page reports the program as not found.
  }
}

/** The screens a path renders from. */
export function screensFor(pathname: string): ScreenName[] {
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return ['dashboard'];
  if (SUPERADMIN_PATHS.some((path) => pathname.startsWith(path))) return ['admin', 'superadmin'];
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return ['admin'];
  // The router ignores a trailing slash, and so does this.
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return ['home'];
  if (LEAD_SCREEN_PATHS.has(trimmed)) return ['leads'];
  if (trimmed === APP_PATHS.courses) return ['catalog'];
  if (trimmed.startsWith(COURSE_PATH_PREFIX)) return ['course'];
  return ['public'];
}

/** The screens behind an internal link; none for another site's. */
export function linkedScreens(href: string): ScreenName[] {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? screensFor(url.pathname) : [];
}

const loaded = new Set<ScreenName>();

/** Loads the code of an internal link's screen once; failures are left to the real navigation. */
export function prefetchHref(href: string): void {
  for (const screen of linkedScreens(href)) {
    if (loaded.has(screen)) continue;
    loaded.add(screen);
    screenLoaders[screen]().catch(() => loaded.delete(screen));
  }
}

function linkHref(target: EventTarget | null): string | undefined {
  return target instanceof Element
    ? (target.closest('a[href]')?.getAttribute('href') ?? undefined)
    : undefined;
}

/**
 * Starts prefetching for the page's lifetime: the current page's chunks at once (the router would
 * only ask for them once it renders), then links on hover and focus, and once after load.
 */
export function installRoutePrefetch(): void {
  prefetchHref(window.location.href);

  const onPointer = (event: Event) => {
    const href = linkHref(event.target);
    if (href) prefetchHref(href);
  };
  document.addEventListener('pointerover', onPointer, { passive: true });
  document.addEventListener('focusin', onPointer);

  afterLoadWhenIdle(ROUTE_PREFETCH_DELAY_MS, () => {
    // Its own small chunk, out of the first visit. When it fails, the screens load when
    // visited, as they would without it.
    import('./screen-files-prefetch')
      .then((module) => module.prefetchLinkedScreenFiles(loaded))
      .catch(() => undefined);
  });
}
