/**
 * Starts the catalogue worker reading the saved catalogue as the app boots offline (or the moment
 * the connection drops), in parallel with loading and rendering the screen: the first offline
 * list then waits only for its own query, not for the worker to start and read the saved copy
 * after the route's chunk has loaded and rendered (issue 10, first offline results ≤ 300 ms).
 * Imported statically by the entry (a dynamic import would resolve only after the first render);
 * the worker's client itself is imported only when offline, so it stays out of the first visit.
 */
import { savedCatalogueDb } from './catalog-db-loader';

function warmSavedCatalogue(): void {
  // The page reads the default list's head itself: its database module loads meanwhile too.
  void savedCatalogueDb().catch(() => undefined);
  import('./catalog-worker-client')
    .then(({ callCatalogueWorker }) => callCatalogueWorker('warm', {}))
    .catch((error: unknown) =>
      console.warn('[catalog] the saved catalogue could not be prepared', error),
    );
}

/** Warms the saved catalogue now when offline, and whenever the device goes offline. */
export function warmSavedCatalogueWhenOffline(): void {
  if (!navigator.onLine) warmSavedCatalogue();
  addEventListener('offline', warmSavedCatalogue);
}
