import { callCatalogueWorker } from './catalog-worker-client';

/** A refresh at most this often per page load; the catalogue changes a few times a day at most. */
const REFRESH_INTERVAL_MS = 10 * 60_000;

let running: Promise<void> | undefined;
let lastRefreshAt = 0;

/**
 * Brings the saved catalogue up to date in the background (in the catalogue worker): the first
 * time the whole snapshot, then only programs updated since. Failures are logged and retried at
 * the next call.
 */
export function refreshSavedCatalogue(): Promise<void> {
  if (running) return running;
  if (Date.now() - lastRefreshAt < REFRESH_INTERVAL_MS) return Promise.resolve();
  running = callCatalogueWorker('refresh', {})
    .then(() => {
      lastRefreshAt = Date.now();
    })
    .catch((error: unknown) => console.warn('[catalog] saving the catalogue failed', error))
    .finally(() => {
      running = undefined;
    });
  return running;
}
