/**
 * The service worker: the app shell works offline (every built file is precached, and any page
 * navigation is answered with the precached index.html so client-side routes load without the
 * network), public reads and course images are cached, and the leads outbox is flushed on
 * Background Sync. Push notifications and their clicks are handled in push.ts.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { RUNTIME_CACHE_NAMES } from '../shared/maintenance/runtime-cache';
import { flushOutbox, OUTBOX_SYNC_TAG } from '../web/src/data/outbox';
import './push';

declare let self: ServiceWorkerGlobalScope;

/** Paths the server answers itself: a navigation there must reach the network, not the shell. */
const SERVER_PATHS = [/^\/api\//, /^\/idp\//, /^\/analytics-api\//, /^\/ws(\/|$)/];

/** The page asks a waiting worker to take over at once (vite-plugin-pwa's update flow). */
const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

// vite-plugin-pwa replaces self.__WB_MANIFEST with the list of built files and their revisions.
precacheAndRoute(self.__WB_MANIFEST);

// Drop caches left by older Workbox versions so they do not take space forever.
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PATHS }),
);

/**
 * Public catalogue and content reads, and whether the catalogue is sample data: the network first
 * (prices and deadlines change), the last answer when it is unreachable. The page keeps the whole
 * catalogue in IndexedDB besides, so this only has to cover the exact screens a visitor saw. The snapshot is left out: it is large and
 * already saved by the page. The identity provider's configuration is kept too: a signed-in
 * student reopening the app offline needs it to read their stored login, and then their synced data.
 */
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/public\/(courses|content|faq|testimonials|catalog\/about|auth-config)/.test(
      url.pathname,
    ),
  new NetworkFirst({
    cacheName: RUNTIME_CACHE_NAMES.publicApi,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

/** Course illustrations never change under one name: the cache first, bounded. */
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/images/courses/'),
  new CacheFirst({
    cacheName: RUNTIME_CACHE_NAMES.courseImages,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Control pages opened before this worker was installed, so the first visit is offline-ready too.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data) {
    if (data.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  }
});

/**
 * Background Sync (Chromium): deliver the visitors' queued submissions once back online, through
 * the same outbox code and state machine as the page. While an item still waits for a retry
 * (a busy server), the event fails on purpose: the browser then fires it again later, even with
 * no page open (as Workbox's own background-sync queue does), until its last chance.
 */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    flushOutbox('reconnected').then((waiting) => {
      if (waiting && !sync.lastChance) throw new Error('outbox items wait for a retry');
    }),
  );
});
