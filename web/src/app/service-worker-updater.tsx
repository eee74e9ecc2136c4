import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers sw.js. In `vite dev` the plugin swaps the registration for a no-op, so only
 * production builds get a worker. There is no update prompt yet: a new version is accepted as
 * soon as it is installed (the page tells the waiting worker to take over, then reloads once it
 * controls the page). It also applies the runtime cache version (data/runtime-cache-version.ts).
 * Renders nothing.
 */
export function ServiceWorkerUpdater() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      console.error('[pwa] service worker registration failed', error);
    },
  });

  useEffect(() => {
    if (needRefresh) void updateServiceWorker(true);
  }, [needRefresh, updateServiceWorker]);

  // A super admin's "clear cache" reaches the runtime caches through this (maintenance). Its code
  // loads behind the first render, out of the first visit's download.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('../data/runtime-cache-version')
      .then(({ watchRuntimeCacheVersion }) => {
        if (!unmounted) stop = watchRuntimeCacheVersion();
      })
      .catch((error: unknown) => console.warn('[cache] the version check could not load', error));
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  return null;
}
