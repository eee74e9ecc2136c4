/**
 * The saved catalogue as the catalogue worker holds it: read from Dexie once per saved version,
 * prepared with the shared query engine, and kept in memory for every later query; refreshed
 * from the API's snapshot and written back as one record.
 */
import { prepareCatalogue, type PreparedCatalogue } from '../../../shared/catalog/catalog-prepare';
import { catalogSnapshotSchema } from '../../../shared/catalog/catalog-snapshot';
import { type CourseSummary } from '../../../shared/catalog/course-summary';
import { type ExchangeRates } from '../../../shared/catalog/exchange-rates';
import { getJson } from './api-client';
import { catalogDb, summariesBlob } from './catalog-db';
import { mergeSnapshot, snapshotChangesSaved } from './catalog-merge';

export interface LoadedCatalogue {
  catalogue: PreparedCatalogue;
  summaries: readonly CourseSummary[];
  rates: ExchangeRates;
  /** When the device last refreshed it (ms): how old the answers are. */
  savedAt: number;
}

interface Prepared {
  changedAt: number;
  summaries: readonly CourseSummary[];
  catalogue: PreparedCatalogue;
}

/** The prepared copy, or the one being prepared; concurrent first queries share it. */
let current: { changedAt: number; prepared: Promise<Prepared> } | undefined;

async function readSummaries(): Promise<CourseSummary[]> {
  const record = await catalogDb.summaries.get('snapshot');
  return record ? (JSON.parse(await record.json.text()) as CourseSummary[]) : [];
}

async function prepare(changedAt: number, rates: ExchangeRates): Promise<Prepared> {
  const summaries = await readSummaries();
  return { changedAt, summaries, catalogue: prepareCatalogue(summaries, rates) };
}

/** The saved catalogue, prepared; fails when none is saved on this device. */
export async function loadedCatalogue(): Promise<LoadedCatalogue> {
  const meta = await catalogDb.meta.get('snapshot');
  if (!meta) throw new Error('No catalogue saved on this device');
  if (current?.changedAt !== meta.changedAt) {
    const prepared = prepare(meta.changedAt, meta.rates);
    current = { changedAt: meta.changedAt, prepared };
    prepared.catch(() => {
      if (current?.prepared === prepared) current = undefined;
    });
  }
  const { summaries, catalogue } = await current.prepared;
  return { catalogue, summaries, rates: meta.rates, savedAt: meta.savedAt };
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
  const snapshot = catalogSnapshotSchema.parse(await getJson(path));
  const savedAt = Date.now();
  const saved = { version: snapshot.version, updatedUntil: snapshot.updatedUntil, savedAt };
  if (meta && !snapshotChangesSaved(meta, snapshot)) {
    await catalogDb.meta.update('snapshot', saved);
    return;
  }
  const previous =
    meta && current?.changedAt === meta.changedAt
      ? (await current.prepared).summaries
      : await readSummaries();
  const summaries = mergeSnapshot(previous, snapshot);
  await catalogDb.transaction('rw', catalogDb.summaries, catalogDb.meta, async () => {
    await catalogDb.summaries.put({ key: 'snapshot', json: summariesBlob(summaries) });
    await catalogDb.meta.put({
      key: 'snapshot',
      ...saved,
      rates: snapshot.rates,
      changedAt: savedAt,
      count: summaries.length,
    });
  });
}
