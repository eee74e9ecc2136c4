import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers sw.js. In `vite dev` the plugin swaps the registration for a no-op, so only
 * production builds get a worker. There is no update prompt yet: a new version is accepted as
 * soon as it is installed (the page tells the waiting worker to take over, then reloads once it
 * controls the page). Renders nothing.
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

  return null;
}
