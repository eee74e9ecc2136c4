import { catalogSnapshotSchema } from '../../../shared/catalog/catalog-snapshot';
import { getJson } from './api-client';
import { catalogDb } from './catalog-db';

/** A refresh at most this often per page load; the catalogue changes a few times a day at most. */
const REFRESH_INTERVAL_MS = 10 * 60_000;

let running: Promise<void> | undefined;
let lastRefreshAt = 0;

async function refresh(): Promise<void> {
  const meta = await catalogDb.meta.get('snapshot');
  const since = meta?.updatedUntil;
  const path = since
    ? `/api/public/catalog/snapshot?${new URLSearchParams({ since }).toString()}`
    : '/api/public/catalog/snapshot';
  const snapshot = catalogSnapshotSchema.parse(await getJson(path));
  await catalogDb.transaction('rw', catalogDb.courses, catalogDb.meta, async () => {
    // Without `since` (or after a version change) the answer is the whole catalogue.
    if (!since || !snapshot.activeIds) await catalogDb.courses.clear();
    await catalogDb.courses.bulkPut(snapshot.items);
    if (snapshot.activeIds) {
      const active = new Set(snapshot.activeIds);
      const saved = (await catalogDb.courses.toCollection().primaryKeys()) as string[];
      await catalogDb.courses.bulkDelete(saved.filter((id) => !active.has(id)));
    }
    await catalogDb.meta.put({
      key: 'snapshot',
      version: snapshot.version,
      updatedUntil: snapshot.updatedUntil,
      rates: snapshot.rates,
      savedAt: Date.now(),
    });
  });
}

/**
 * Brings the saved catalogue up to date in the background: the first time the whole snapshot,
 * then only programs updated since. Failures are logged and retried at the next call.
 */
export function refreshSavedCatalogue(): Promise<void> {
  if (running) return running;
  if (Date.now() - lastRefreshAt < REFRESH_INTERVAL_MS) return Promise.resolve();
  running = refresh()
    .then(() => {
      lastRefreshAt = Date.now();
    })
    .catch((error: unknown) => console.warn('[catalog] saving the catalogue failed', error))
    .finally(() => {
      running = undefined;
    });
  return running;
}
