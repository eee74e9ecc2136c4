import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type Model } from 'mongoose';
import {
  type GridDefinition,
  type GridFilterValue,
  type GridPage,
  type GridQueryOf,
} from '../../../shared/admin/grid-query';
import { normaliseSearchText } from '../../../shared/catalog/search-text';
import { type GridChangeLog } from './grid-change-log';

/** Documents per round trip of the full load: keeps memory flat at 100k rows. */
const LOAD_BATCH_SIZE = 2_000;

/** Answered pages kept per grid until the next change (a few kB each). */
const MAX_CACHED_PAGES = 500;

type SortValue = string | number;

/**
 * Where a grid's documents come from when they are not one collection (e.g. a list over several
 * collections): every document for the full load, and one document by id for a change.
 */
export interface ReadModelDocuments<Doc> {
  all(): AsyncIterable<Doc>;
  /** The document of `id`, or null when it no longer exists. */
  byId(id: string): Promise<Doc | null>;
}

/** One collection, or documents gathered by the feature. */
type DocumentsOf<Doc> =
  | {
      model: Model<Doc>;
      /** Limits the full load's scan (e.g. leaves out tombstones); `toRow` must agree with it. */
      loadFilter?: Record<string, unknown>;
    }
  | { documents: ReadModelDocuments<Doc> };

/** What a grid lists and how: the one thing each feature writes to get a read model. */
export type ReadModelSource<
  Doc extends { _id: unknown },
  Row,
  D extends GridDefinition,
> = DocumentsOf<Doc> & ReadModelFields<Doc, Row, D>;

interface ReadModelFields<Doc extends { _id: unknown }, Row, D extends GridDefinition> {
  /** The grid's name: its change feed's stream (e.g. 'users'). */
  name: string;
  definition: D;
  /** The row the grid shows for a document, or undefined to leave it out of the list. */
  toRow(doc: Doc): Row | undefined;
  rowId(row: Row): string;
  /** The texts the search box looks in (normalised here: case and accents ignored). */
  searchText(row: Row): string;
  /** Whether a row matches a filter's chosen value, per filter of the definition. */
  filters: {
    [Name in keyof D['filters']]: (row: Row, value: GridFilterValue<D['filters'][Name]>) => boolean;
  };
  /** The value a row is ordered by, per sortable column (strings compare lower-cased). */
  sortKeys: { [Sort in D['sorts'][number]]: (row: Row) => SortValue };
}

interface Entry<Row> {
  row: Row;
  id: string;
  search: string;
}

function compareKeys(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * A cross-user list held in memory (DESIGN.md decision 10): FerretDB v1 scans the whole
 * collection for any filter, sort or count, so an admin grid's search, filters, sort and page are
 * answered from here. It loads the collection once when the app starts, then follows the grid's
 * change feed (`GridChangeLog`): every write through `changed(ids)` records the ids after the
 * write, and each instance re-reads just those documents by `_id` before its next answer (one
 * `_id` lookup of the feed per query when nothing changed) and on a poll in between.
 *
 * Extend it once per grid as an `@Injectable()` and pass a `ReadModelSource`.
 */
export abstract class AdminReadModel<Doc extends { _id: unknown }, Row, D extends GridDefinition>
  implements OnApplicationBootstrap, OnModuleDestroy
{
  private readonly logger: Logger;
  private readonly documents: ReadModelDocuments<Doc>;
  private readonly entries = new Map<string, Entry<Row>>();
  /** Rows in each column's ascending order, built on first use and dropped on any change. */
  private readonly sorted = new Map<string, Entry<Row>[]>();
  /** Pages already answered since the last change: admins reload the same few views. */
  private readonly pages = new Map<string, GridPage<Row>>();
  private seq = 0;
  private loaded: Promise<void> | undefined;
  private chain: Promise<void> = Promise.resolve();
  /** The catch-up queued to run next, which later callers join. */
  private waiting: Promise<void> | undefined;
  private poller: NodeJS.Timeout | undefined;

  protected constructor(
    private readonly source: ReadModelSource<Doc, Row, D>,
    private readonly changeLog: GridChangeLog,
    private readonly pollIntervalMs: number,
  ) {
    this.logger = new Logger(`AdminReadModel:${source.name}`);
    this.documents = 'documents' in source ? source.documents : collectionDocuments(source);
  }

  /**
   * Follows the change feed once the list is loaded. The full load waits for the grid's first
   * query: a scan of a large collection keeps the embedded engine busy for seconds to a minute,
   * which visitors' requests on a freshly started instance should not share.
   */
  onApplicationBootstrap(): void {
    this.poller = setInterval(() => {
      this.catchUp().catch((error: unknown) =>
        this.logger.error(`Change feed read failed: ${String(error)}`),
      );
    }, this.pollIntervalMs);
    this.poller.unref();
  }

  /** Stops polling and lets a catch-up under way finish before the connection closes. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.poller);
    await this.chain;
  }

  /** Resolves once the whole list is in memory; a failed load is tried again on the next call. */
  ready(): Promise<void> {
    this.loaded ??= this.serial(() => this.loadAll()).catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  /**
   * Ready, with every change recorded so far applied: one `_id` lookup when nothing changed, so
   * an answer always includes writes that completed before the request (on any instance).
   */
  private async current(): Promise<void> {
    await this.ready();
    await this.catchUp();
  }

  /** One page of the rows the query's search and filters match, in its order. */
  async query(query: GridQueryOf<D>): Promise<GridPage<Row>> {
    await this.current();
    const key = JSON.stringify(query);
    const cached = this.pages.get(key);
    if (cached) return cached;
    const skip = (query.page - 1) * query.pageSize;
    const rows: Row[] = [];
    let total = 0;
    this.scan(query, (entry) => {
      if (total >= skip && rows.length < query.pageSize) rows.push(entry.row);
      total += 1;
    });
    const page = { rows, total, page: query.page, pageSize: query.pageSize };
    if (this.pages.size >= MAX_CACHED_PAGES) this.pages.clear();
    this.pages.set(key, page);
    return page;
  }

  /** Every row the query's search and filters match, in its order (exports, bulk actions). */
  async matching(query: GridQueryOf<D>): Promise<Row[]> {
    await this.current();
    const rows: Row[] = [];
    this.scan(query, (entry) => rows.push(entry.row));
    return rows;
  }

  /** The row of `id` as the list holds it. */
  async row(id: string): Promise<Row | undefined> {
    await this.current();
    return this.entries.get(id)?.row;
  }

  /**
   * Tells every instance that these documents changed: call after the write to the collection
   * has completed (unless the writer records its changes itself, as UsersService does).
   */
  async changed(ids: readonly string[] | 'all'): Promise<void> {
    await this.changeLog.record(this.source.name, ids);
    await this.catchUp();
  }

  /**
   * Applies every change recorded since the last one seen (other instances' writes too). A call
   * made while another waits to start joins it, and one made while a catch-up runs waits for the
   * next, so concurrent queries share one read of the feed and none misses a write that completed
   * before it was made.
   */
  catchUp(): Promise<void> {
    if (!this.loaded) return Promise.resolve();
    this.waiting ??= this.serial(async () => {
      this.waiting = undefined;
      await this.applyChanges();
    });
    return this.waiting;
  }

  private async applyChanges(): Promise<void> {
    const changes = await this.changeLog.since(this.source.name, this.seq);
    if (changes.seq === this.seq) return;
    if (changes.all) {
      await this.loadAll();
      return;
    }
    await this.reload([...changes.ids]);
    this.seq = changes.seq;
  }

  private scan(query: GridQueryOf<D>, visit: (entry: Entry<Row>) => void): void {
    const terms = normaliseSearchText(query.q).split(' ').filter(Boolean);
    const filters = Object.entries(query.filters as Record<string, string | undefined>)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => {
        const matches = (this.source.filters as Record<string, (row: Row, v: string) => boolean>)[
          name
        ]!;
        return (row: Row) => matches(row, value!);
      });
    const order = this.inOrder(query.sort);
    const descending = query.direction === 'desc';
    for (let i = 0; i < order.length; i += 1) {
      const entry = order[descending ? order.length - 1 - i : i]!;
      if (!terms.every((term) => entry.search.includes(term))) continue;
      if (!filters.every((matches) => matches(entry.row))) continue;
      visit(entry);
    }
  }

  private inOrder(sort: string): Entry<Row>[] {
    const cached = this.sorted.get(sort);
    if (cached) return cached;
    const keyOf = (this.source.sortKeys as Record<string, (row: Row) => SortValue>)[sort]!;
    const keyed = [...this.entries.values()].map((entry) => {
      const key = keyOf(entry.row);
      return { entry, key: typeof key === 'string' ? key.toLowerCase() : key };
    });
    // Ties break by id, so pages never overlap or skip a row.
    keyed.sort((a, b) => compareKeys(a.key, b.key) || compareKeys(a.entry.id, b.entry.id));
    const order = keyed.map(({ entry }) => entry);
    this.sorted.set(sort, order);
    return order;
  }

  /** Loads and changes run one at a time, so a change is never applied under a full load. */
  private serial(task: () => Promise<void>): Promise<void> {
    const run = this.chain.then(task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private put(doc: Doc): void {
    const row = this.source.toRow(doc);
    const id = String(doc._id);
    if (row === undefined) {
      this.entries.delete(id);
      return;
    }
    this.entries.set(id, { row, id, search: normaliseSearchText(this.source.searchText(row)) });
  }

  /** The one full scan, when the app starts (or a change said everything changed). */
  private async loadAll(): Promise<void> {
    const startedAt = Date.now();
    // The feed's position first: a write during the scan is then applied again after it.
    const seq = await this.changeLog.last(this.source.name);
    this.entries.clear();
    for await (const doc of this.documents.all()) this.put(doc);
    this.forgetAnswers();
    this.seq = seq;
    this.logger.log(`Loaded ${this.entries.size} rows (${Date.now() - startedAt} ms)`);
  }

  /** Re-reads changed documents, each by `_id`; a missing one leaves the list. */
  private async reload(ids: string[]): Promise<void> {
    const docs = await Promise.all(ids.map((id) => this.documents.byId(id)));
    ids.forEach((id, i) => {
      const doc = docs[i];
      if (doc) this.put(doc);
      else this.entries.delete(id);
    });
    if (ids.length > 0) this.forgetAnswers();
  }

  /** The orders and pages built from the rows as they were. */
  private forgetAnswers(): void {
    this.sorted.clear();
    this.pages.clear();
  }
}

/** A single collection's documents, streamed in batches for the full load. */
function collectionDocuments<Doc extends { _id: unknown }>({
  model,
  loadFilter,
}: {
  model: Model<Doc>;
  loadFilter?: Record<string, unknown>;
}): ReadModelDocuments<Doc> {
  return {
    all: () =>
      model
        .find(loadFilter ?? {})
        .lean<Doc[]>()
        .cursor({ batchSize: LOAD_BATCH_SIZE }) as AsyncIterable<Doc>,
    byId: (id) => model.findById(id).lean<Doc>().exec() as Promise<Doc | null>,
  };
}
