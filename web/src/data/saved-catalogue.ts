/**
 * The saved catalogue as the catalogue worker holds it: opened from Dexie once per saved version
 * and kept in memory for every later query; refreshed from the API's snapshot, prepared with the
 * shared query engine and written back as one prepared record.
 */
import { prepareCatalogue } from '../../../shared/catalog/catalog-prepare';
import { catalogSnapshotWireSchema } from '../../../shared/catalog/catalog-snapshot';
import { type CourseSummary } from '../../../shared/catalog/course-summary';
import { type ExchangeRates } from '../../../shared/catalog/exchange-rates';
import { getJson } from './api-client';
import { catalogDb, type SavedCatalogueMeta } from './catalog-db';
import { mergeSnapshot, snapshotChangesSaved } from './catalog-merge';
import { listHeadOf } from './saved-list-head';
import {
  openPreparedCatalogue,
  openSavedCatalogue,
  savedCatalogueRecord,
  type OpenedCatalogue,
} from './saved-catalogue-record';

export interface LoadedCatalogue extends OpenedCatalogue {
  rates: ExchangeRates;
  /** When the device last refreshed it (ms): how old the answers are. */
  savedAt: number;
}

/** The opened copy, or the one being read; concurrent first queries share it. */
let current: { changedAt: number; opened: Promise<OpenedCatalogue> } | undefined;

async function openSaved(): Promise<OpenedCatalogue> {
  const record = await catalogDb.catalogue.get('snapshot');
  if (!record) throw new Error('The saved catalogue has no prepared record');
  return openSavedCatalogue(record);
}

/** Whether this device has saved the catalogue. */
export async function savedCatalogueExists(): Promise<boolean> {
  return (await catalogDb.meta.get('snapshot')) !== undefined;
}

/** The saved catalogue, ready for queries; fails when none is saved on this device. */
export async function loadedCatalogue(): Promise<LoadedCatalogue> {
  const meta = await catalogDb.meta.get('snapshot');
  if (!meta) throw new Error('No catalogue saved on this device');
  if (current?.changedAt !== meta.changedAt) {
    const opened = openSaved();
    current = { changedAt: meta.changedAt, opened };
    opened.catch(() => {
      if (current?.opened === opened) current = undefined;
    });
  }
  return { ...(await current.opened), rates: meta.rates, savedAt: meta.savedAt };
}

/** Every saved summary, to merge a refresh into. */
async function savedSummaries(
  meta: SavedCatalogueMeta | undefined,
): Promise<readonly CourseSummary[]> {
  if (!meta) return [];
  if (current?.changedAt === meta.changedAt) return (await current.opened).summaries();
  const record = await catalogDb.catalogue.get('snapshot');
  return record ? (await openSavedCatalogue(record)).summaries() : [];
}

/**
 * Brings the saved catalogue up to date: the first time the whole snapshot, then only programs
 * updated since. The record is rewritten only when something changed.
 */
export async function refreshSavedCatalogue(): Promise<void> {
  const meta = await catalogDb.meta.get('snapshot');
  const since = meta?.updatedUntil;
  const path = since
    ? `/api/public/catalog/snapshot?${new URLSearchParams({ since }).toString()}`
    : '/api/public/catalog/snapshot';
  const snapshot = catalogSnapshotWireSchema.parse(await getJson(path));
  const savedAt = Date.now();
  const saved = { version: snapshot.version, updatedUntil: snapshot.updatedUntil, savedAt };
  if (meta && !snapshotChangesSaved(meta, snapshot)) {
    // The same programs, but deadlines passed since the head was computed: it moves on.
    const { catalogue } = await loadedCatalogue();
    await catalogDb.meta.update('snapshot', {
      ...saved,
      listHead: listHeadOf(catalogue, new Date(savedAt)),
    });
    return;
  }
  const summaries = mergeSnapshot(await savedSummaries(meta), snapshot);
  // Prepared here, in the background while online, so an offline visit only reads it back.
  const prepared = prepareCatalogue(summaries, snapshot.rates);
  const changedAt = savedAt;
  const record = savedCatalogueRecord(prepared, changedAt);
  await catalogDb.transaction('rw', catalogDb.catalogue, catalogDb.meta, async () => {
    await catalogDb.catalogue.put(record);
    await catalogDb.meta.put({
      key: 'snapshot',
      ...saved,
      rates: snapshot.rates,
      changedAt,
      count: summaries.length,
      listHead: listHeadOf(prepared, new Date(savedAt)),
    });
  });
  current = { changedAt, opened: Promise.resolve(openPreparedCatalogue(prepared)) };
}
