/**
 * Route prefetching (spec §2 Navigation, §9): the current screen's code is fetched as the app
 * starts, and a screen's code is fetched when a link to it is
 * hovered or focused, and, 2 s after the page has loaded and the browser is idle, for every link on
 * the page. The loaders are the same `import()`s the routes use, so a prefetched chunk is the one
 * the route later renders from, fetched once.
 */
import { ROUTE_PREFETCH_DELAY_MS } from '../../../../shared/constants';
import { APP_PATHS } from '../../../../shared/routes/app-paths';
import { startPublicGet } from '../../data/api-client';
import { courseDetailPath } from '../../features/catalog/api/course-detail-path';
import { afterLoadWhenIdle } from '../../lib/after-load';
import { screenLoaders as loaders } from './screen-loaders';

type ChunkLoader = () => Promise<unknown>;

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

/** The chunks a path renders from. */
export function chunksFor(pathname: string): ChunkLoader[] {
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return [loaders.dashboard];
  if (SUPERADMIN_PATHS.some((path) => pathname.startsWith(path))) {
    return [loaders.admin, loaders.superadmin];
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return [loaders.admin];
  // The router ignores a trailing slash, and so does this.
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return [loaders.home];
  if (LEAD_SCREEN_PATHS.has(trimmed)) return [loaders.leads];
  if (trimmed === APP_PATHS.courses) return [loaders.catalog];
  if (trimmed.startsWith(COURSE_PATH_PREFIX)) return [loaders.course];
  return [loaders.public];
}

const requested = new Set<ChunkLoader>();

/** Fetches the code of an internal link's screen once; failures are left to the real navigation. */
export function prefetchHref(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  for (const load of chunksFor(url.pathname)) {
    if (requested.has(load)) continue;
    requested.add(load);
    load().catch(() => requested.delete(load));
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
    document.querySelectorAll('a[href^="/"]').forEach((anchor) => {
      prefetchHref(anchor.getAttribute('href') ?? '/');
    });
  });
}
