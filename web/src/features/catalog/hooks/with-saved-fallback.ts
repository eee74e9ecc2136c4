import { OFFLINE_CATALOGUE_SAVE_DELAY_MS } from '../../../../../shared/constants';
import { ApiCallError } from '../../../data/api-client';
import { refreshSavedCatalogue } from '../../../data/catalog-sync';
import { afterLoadWhenIdle } from '../../../lib/after-load';

/** Where a screen's data came from; `savedAt` says how old the saved catalogue is. */
export type DataSource = { kind: 'network' } | { kind: 'saved'; savedAt: number };

function apiUnreachable(error: unknown): boolean {
  return error instanceof ApiCallError && (error.statusCode === null || error.statusCode >= 500);
}

/**
 * Runs `online`, and when the device is offline or the API unreachable answers from the saved
 * catalogue with `saved` instead (a real answer such as 404 is kept). After an online answer the
 * saved catalogue is refreshed in the background, once the page has settled: the first page's
 * own loading does not share the network and the main thread with the snapshot's download.
 */
export async function withSavedFallback<T>(
  online: () => Promise<T>,
  saved: () => Promise<(T & { savedAt: number }) | undefined>,
): Promise<{ data: T; source: DataSource } | undefined> {
  if (navigator.onLine) {
    try {
      const data = await online();
      afterLoadWhenIdle(OFFLINE_CATALOGUE_SAVE_DELAY_MS, () => void refreshSavedCatalogue());
      return { data, source: { kind: 'network' } };
    } catch (error) {
      if (!apiUnreachable(error)) throw error;
      const local = await saved().catch(() => undefined);
      if (!local) throw error;
      return { data: local, source: { kind: 'saved', savedAt: local.savedAt } };
    }
  }
  const local = await saved();
  return local && { data: local, source: { kind: 'saved', savedAt: local.savedAt } };
}
