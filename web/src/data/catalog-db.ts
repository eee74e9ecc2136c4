/**
 * The catalogue saved on the device (issue 5, offline): every active program's summary from the
 * snapshot, the exchange rates and the time it was saved, plus the full detail of programs the
 * visitor opened, so /courses and /course/:id work without the network.
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
}

export const catalogDb = new Dexie('course-catalogue') as Dexie & {
  courses: EntityTable<CourseSummary, 'id'>;
  details: EntityTable<CourseDetail, 'id'>;
  meta: EntityTable<SavedCatalogueMeta, 'key'>;
};

catalogDb.version(1).stores({ courses: 'id, slug', details: 'id, slug', meta: 'key' });
