/**
 * The catalogue saved on the device (issue 5, offline): every active program's summary from the
 * snapshot, the exchange rates and the time it was saved, plus the full detail of programs the
 * visitor opened, so /courses and /course/:id work without the network.
 *
 * The summaries are one record holding their JSON as a Blob: reading one Blob and parsing it is
 * several times faster than reading 12k rows, and the offline list reads them all at once anyway.
 */
import { Dexie, type EntityTable } from 'dexie';
import { type CourseDetail } from '../../../shared/catalog/course-detail';
import { type CourseSummary } from '../../../shared/catalog/course-summary';
import { type ExchangeRates } from '../../../shared/catalog/exchange-rates';

export interface SavedCatalogueMeta {
  key: 'snapshot';
  version: string;
  /** The `since` of the next incremental refresh. */
  updatedUntil: string | null;
  rates: ExchangeRates;
  /** When the device last refreshed the snapshot (ms). */
  savedAt: number;
  /** When the saved programs or rates last changed (ms): what a prepared copy is current for. */
  changedAt: number;
  /** How many programs are saved. */
  count: number;
}

export interface SavedSummaries {
  key: 'snapshot';
  /** `CourseSummary[]` as JSON. */
  json: Blob;
}

export const catalogDb = new Dexie('course-catalogue') as Dexie & {
  summaries: EntityTable<SavedSummaries, 'key'>;
  details: EntityTable<CourseDetail, 'id'>;
  meta: EntityTable<SavedCatalogueMeta, 'key'>;
};

export function summariesBlob(summaries: readonly CourseSummary[]): Blob {
  return new Blob([JSON.stringify(summaries)], { type: 'application/json' });
}

catalogDb.version(1).stores({ courses: 'id, slug', details: 'id, slug', meta: 'key' });
catalogDb
  .version(2)
  .stores({ courses: null, summaries: 'key' })
  .upgrade(async (transaction) => {
    // A device that saved the catalogue as rows keeps it, so it still works offline right away.
    const meta = (await transaction.table('meta').get('snapshot')) as
      Omit<SavedCatalogueMeta, 'changedAt' | 'count'> | undefined;
    if (!meta) return;
    const summaries = (await transaction.table('courses').toArray()) as CourseSummary[];
    await transaction.table('summaries').put({ key: 'snapshot', json: summariesBlob(summaries) });
    await transaction
      .table('meta')
      .put({ ...meta, changedAt: meta.savedAt, count: summaries.length });
  });
