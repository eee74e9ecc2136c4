/**
 * Saves the catalogue for offline use after a visitor's first page, whatever the page (issue 10):
 * a visitor who only saw the home page still finds the catalogue on the bus. Not on a connection
 * where the visitor asked to save data: the snapshot is about a megabyte on the wire.
 */
import { OFFLINE_CATALOGUE_SAVE_DELAY_MS } from '../../../shared/constants';
import { afterLoadWhenIdle } from '../lib/after-load';

/** The Network Information API's data-saver flag (Chromium only; absent means not asked). */
interface DataSaverConnection {
  saveData?: boolean;
}

/** Whether the background save may spend the visitor's data. */
export function mayFetchInBackground(connection: DataSaverConnection | undefined): boolean {
  return connection?.saveData !== true;
}

/** Starts the background save once the first page has settled; the page never waits for it. */
export function saveCatalogueInBackground(): void {
  const { connection } = navigator as Navigator & { connection?: DataSaverConnection };
  if (!mayFetchInBackground(connection)) return;
  afterLoadWhenIdle(OFFLINE_CATALOGUE_SAVE_DELAY_MS, () => {
    if (!navigator.onLine) return;
    // Loaded here, so the catalogue code stays out of the first page's JavaScript.
    import('./catalog-sync')
      .then(({ refreshSavedCatalogue }) => refreshSavedCatalogue())
      .catch((error: unknown) => console.warn('[catalog] the background save failed', error));
  });
}
