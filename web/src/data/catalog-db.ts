/**
 * The catalogue saved on the device (issue 5, offline): every active program's summary from the
 * snapshot, the exchange rates and the time it was saved, plus the full detail of programs the
 * visitor opened, so /courses and /course/:id work without the network.
 *
 * The programs are one prepared record (`SavedCatalogue`) rather than 12k rows: the first offline
 * list reads it and decodes only the programs it shows.
 */
import { Dexie, type EntityTable } from 'dexie';
import { type AssistantKnowledgeSet } from '../../../shared/assistant/assistant-knowledge-set';
import { type PreparedIndex } from '../../../shared/catalog/catalog-prepare';
import { type CourseDetail } from '../../../shared/catalog/course-detail';
import { type ExchangeRates } from '../../../shared/catalog/exchange-rates';
import { type SavedListHead } from './saved-list-head';

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
  /**
   * The default list's first programs, recomputed at every refresh: the first offline /courses
   * shows them from this record alone (absent in copies saved before it existed).
   */
  listHead?: SavedListHead;
}

/**
 * The saved programs, prepared: the query index as IndexedDB stores typed arrays (read back in
 * milliseconds), and the summaries' JSON with each one's byte range, so a query decodes only the
 * programs of the page it shows. Preparing 12k programs again takes seconds on a busy phone.
 */
export interface SavedCatalogue {
  key: 'snapshot';
  /** The `changedAt` of the meta record this was prepared for. */
  changedAt: number;
  index: PreparedIndex;
  /** `CourseSummary[]` as JSON (UTF-8), in the neutral order of `index`. */
  summariesJson: Blob;
  /** Program `p`'s JSON is bytes `summaryOffsets[p]` to `summaryOffsets[p + 1] - 1` (a separator). */
  summaryOffsets: Uint32Array;
  /** Ids and slugs by neutral position, for opening a program by either. */
  ids: string[];
  slugs: string[];
}

/** The assistant's FAQ and pages for one language (and English), saved for offline answers. */
export type SavedAssistantKnowledge = AssistantKnowledgeSet & { savedAt: number };

export const catalogDb = new Dexie('course-catalogue') as Dexie & {
  catalogue: EntityTable<SavedCatalogue, 'key'>;
  knowledge: EntityTable<SavedAssistantKnowledge, 'language'>;
  details: EntityTable<CourseDetail, 'id'>;
  meta: EntityTable<SavedCatalogueMeta, 'key'>;
};

catalogDb.version(1).stores({ courses: 'id, slug', details: 'id, slug', meta: 'key' });
catalogDb.version(2).stores({ courses: null, summaries: 'key' });
catalogDb
  .version(3)
  .stores({ summaries: null, catalogue: 'key' })
  .upgrade(async (transaction) => {
    // An upgrade transaction cannot wait for the seconds preparing takes: the older unprepared
    // copy is dropped and saved again, prepared, at the next visit online.
    await transaction.table('meta').delete('snapshot');
  });
catalogDb
  .version(4)
  .stores({})
  .upgrade(async (transaction) => {
    // Copies saved before cannot be used: the prepared index orders tuition by the whole
    // program's cost, and programs carry vocabulary phrases, the content language and the
    // duration's value and unit instead of English texts. They are dropped and saved again at the
    // next visit online.
    await transaction.table('meta').delete('snapshot');
    await transaction.table('catalogue').clear();
    await transaction.table('details').clear();
  });
catalogDb
  .version(5)
  .stores({})
  .upgrade(async (transaction) => {
    // The snapshot now comes as columns and the prepared index holds each facet value's programs
    // and inverted title and institution words: a copy prepared before cannot be queried. It is
    // dropped and saved again in the background at the next visit online.
    await transaction.table('meta').delete('snapshot');
    await transaction.table('catalogue').clear();
  });
// The assistant's knowledge beside the catalogue it answers from offline (issue 14 item 3).
catalogDb.version(6).stores({ knowledge: 'language' });
