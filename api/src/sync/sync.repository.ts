/**
 * Sync storage on the embedded database, where only a lookup by `_id` is indexed and only the
 * insert of a unique `_id` is atomic (DESIGN.md decision 10). So both things that must never be
 * taken twice are claimed by unique inserts, which holds across processes and instances too:
 * - a document revision (`…@<revision>`, the claim stores that revision's state): two writers of
 *   one document cannot both turn revision n into n + 1; the loser re-reads and decides again;
 * - a change-feed sequence number (`…:seq:<n>`): appenders try n = head + 1, n + 2, … and keep the
 *   first they win, so the feed has neither gaps nor duplicates and a reader stops at its first
 *   miss. Entry n is inserted only once entry n − 1 exists, so each entry also carries the
 *   collection's live-document count after it (its predecessor's count plus the write's change):
 *   counting is reading the last entry.
 * Two instances can append one document's revisions out of order (revision 3 at sequence 5,
 * revision 2 at sequence 6); the appender that finds a newer revision claimed after its own
 * appends that one again, so the last feed entry of a document is always its latest revision.
 * Entries never change once inserted, so every 50 of them are also packed into a page document,
 * written by the appender that completes the page (or by the first pull that finds it missing):
 * a fresh device's pull of 200 favourites reads 4 pages instead of 200 entries.
 * The latest-state and head documents are written after the claims and only ever lag them, so
 * they are starting points for a forward probe, never trusted on their own.
 *
 * Feed entries and full pages never change once written (until the account's erasure rewrites
 * them, which goes through `forget`), so each instance keeps the ones it has read or written in
 * memory, with the highest sequence it knows to exist per feed: a pull then reads from the
 * database only what it has not seen yet, which for a device up to date is the one probe of the
 * entry after the last (bench: a fresh device's pull of 200 favourites from memory, an
 * incremental pull in one `_id` read). Another instance's appends are found by that probe, as
 * the head hint's lag already is.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection, type mongo } from 'mongoose';
import {
  type SyncCollection,
  type SyncDocumentOf,
  type SyncDocument,
} from '../../../shared/sync/sync-collections';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { BoundedCache } from '../common/bounded-cache';
import {
  documentKey,
  FEED_PAGE_SIZE,
  feedEntryKey,
  feedKey,
  feedPageKey,
  revisionKey,
} from './sync-keys';

/** Feed entries one pull reads at once when it knows they exist. */
const FEED_READS_IN_FLIGHT = 16;
/**
 * What an instance keeps in memory: full pages (a page of 50 favourites is about 15 KB as
 * objects), single entries, and the highest sequence known per feed. Sized for the benchmark's
 * 1,000 active students with 200 favourites each plus their profile and settings.
 */
const CACHED_PAGES = 4_096;
const CACHED_ENTRIES = 16_384;
const CACHED_HEADS = 16_384;

interface StoredState {
  _id: string;
  document: SyncDocument;
}

/** A feed entry as stored: the state a write stored and the live documents after it. */
export interface StoredFeedEntry {
  _id: string;
  document: SyncDocument;
  live: number;
}

/**
 * Entries k·50 + 1 … (k + 1)·50 of a feed, in order (see sync-keys.ts), as the JSON text of their
 * documents: FerretDB decodes one string far faster than 50 nested documents (a page of 50
 * favourites: about 3 ms against 10 ms on the loaded development machine).
 */
interface FeedPage {
  _id: string;
  documents: string;
}

interface FeedHead {
  _id: string;
  sequence: number;
}

/** One entry of a user's change feed: the state a write stored, at its sequence number. */
export interface FeedEntry<C extends SyncCollection> {
  sequence: number;
  document: SyncDocumentOf<C>;
}

/**
 * Writes a hint document. Two first writes of one hint can race to insert it (the upsert of the
 * loser fails on the duplicate `_id`); then the winner's value stands, as hints may lag anyway.
 */
async function writeHint<T extends { _id: string }>(
  collection: Collection<T>,
  _id: string,
  fields: Omit<T, '_id'>,
): Promise<void> {
  try {
    await collection.replaceOne({ _id } as mongo.Filter<T>, fields as mongo.WithoutId<T>, {
      upsert: true,
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

@Injectable()
export class SyncRepository {
  private readonly latest: Collection<StoredState>;
  private readonly revisions: Collection<StoredState>;
  private readonly feed: Collection<StoredFeedEntry>;
  private readonly heads: Collection<FeedHead>;
  private readonly pages: Collection<FeedPage>;
  /** Read-only once cached: the pages and entries are shared by every pull that reads them. */
  private readonly cachedPages = new BoundedCache<string, readonly SyncDocument[]>(CACHED_PAGES);
  private readonly cachedEntries = new BoundedCache<string, StoredFeedEntry>(CACHED_ENTRIES);
  /** Per feed key, the highest sequence this instance knows to exist (entries up to it exist). */
  private readonly knownHeads = new BoundedCache<string, number>(CACHED_HEADS);

  constructor(@InjectConnection() connection: Connection) {
    this.latest = connection.collection<StoredState>('sync_documents');
    this.revisions = connection.collection<StoredState>('sync_revisions');
    this.feed = connection.collection<StoredFeedEntry>('sync_feed');
    this.heads = connection.collection<FeedHead>('sync_feed_heads');
    this.pages = connection.collection<FeedPage>('sync_feed_pages');
  }

  /** The server's current state of a document (its highest claimed revision), if any. */
  async readMaster<C extends SyncCollection>(
    userId: string,
    collection: C,
    docId: string,
  ): Promise<SyncDocumentOf<C> | undefined> {
    const hint = await this.latest.findOne({ _id: documentKey(userId, collection, docId) });
    let master = hint?.document as SyncDocumentOf<C> | undefined;
    for (;;) {
      const next = (master?.revision ?? 0) + 1;
      const claim = await this.revisions.findOne({
        _id: revisionKey(userId, collection, docId, next),
      });
      if (!claim) return master;
      master = claim.document as SyncDocumentOf<C>;
    }
  }

  /**
   * Stores `document` (already stamped with its new revision) if that revision is still free;
   * false when another writer claimed it first.
   */
  async claimRevision<C extends SyncCollection>(
    userId: string,
    collection: C,
    document: SyncDocumentOf<C>,
  ): Promise<boolean> {
    const _id = revisionKey(userId, collection, document.id, document.revision ?? 0);
    try {
      await this.revisions.insertOne({ _id, document });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    await writeHint(this.latest, documentKey(userId, collection, document.id), { document });
    return true;
  }

  /**
   * Appends a claimed revision to the user's change feed, `liveChange` being what it did to the
   * count of live documents (+1 a new or restored document, −1 a removal, 0 an edit); then, while
   * a newer revision of the document was claimed meanwhile, appends that one too (see above).
   * Answers the sequence number of the revision's own entry.
   */
  async appendToFeed<C extends SyncCollection>(
    userId: string,
    collection: C,
    document: SyncDocumentOf<C>,
    liveChange: number,
  ): Promise<number> {
    const sequence = await this.appendEntry(userId, collection, document, liveChange);
    let appended = document;
    for (;;) {
      const master = await this.readMaster(userId, collection, document.id);
      if (!master || (master.revision ?? 0) <= (appended.revision ?? 0)) return sequence;
      await this.appendEntry(userId, collection, master, 0);
      appended = master;
    }
  }

  /** How many live (not deleted) documents the user has in the collection: the last entry's count. */
  async countLive(userId: string, collection: SyncCollection): Promise<number> {
    const head = await this.heads.findOne({ _id: feedKey(userId, collection) });
    let sequence = head?.sequence ?? 0;
    let live =
      sequence === 0 ? 0 : ((await this.readEntry(userId, collection, sequence))?.live ?? 0);
    for (;;) {
      const next = await this.readEntry(userId, collection, ++sequence);
      if (!next) return live;
      live = next.live;
    }
  }

  private async appendEntry<C extends SyncCollection>(
    userId: string,
    collection: C,
    document: SyncDocumentOf<C>,
    liveChange: number,
  ): Promise<number> {
    const headId = feedKey(userId, collection);
    const head = await this.heads.findOne({ _id: headId });
    for (let sequence = (head?.sequence ?? 0) + 1; ; sequence++) {
      // Entry n − 1 exists once n is tried (claims leave no gaps), and never changes.
      const previous =
        sequence === 1 ? null : await this.readEntry(userId, collection, sequence - 1);
      const live = (previous?.live ?? 0) + liveChange;
      const entry = { _id: feedEntryKey(userId, collection, sequence), document, live };
      try {
        await this.feed.insertOne(entry);
      } catch (error) {
        if (isDuplicateKey(error)) continue;
        throw error;
      }
      this.remember(entry, headId, sequence);
      await writeHint(this.heads, headId, { sequence });
      if (sequence % FEED_PAGE_SIZE === 0) {
        await this.packPage(userId, collection, sequence / FEED_PAGE_SIZE - 1);
      }
      return sequence;
    }
  }

  /**
   * Up to `limit` feed entries after `afterSequence`, in order, stopping at the first miss. Every
   * sequence up to the head hint exists (the head is written after its claim, and claims leave no
   * gaps), so those are read at once, whole pages where they can; beyond it the reads go one by
   * one until a miss.
   */
  async readFeed<C extends SyncCollection>(
    userId: string,
    collection: C,
    afterSequence: number,
    limit: number,
  ): Promise<FeedEntry<C>[]> {
    const headId = feedKey(userId, collection);
    const knownHead =
      this.knownHeads.get(headId) ?? (await this.heads.findOne({ _id: headId }))?.sequence ?? 0;
    const lastKnown = afterSequence + Math.max(0, Math.min(limit, knownHead - afterSequence));
    await this.loadPages(userId, collection, afterSequence + 1, lastKnown);
    const found: FeedEntry<C>[] = [];
    let next = afterSequence + 1;
    while (next <= lastKnown) {
      const page = Math.floor((next - 1) / FEED_PAGE_SIZE);
      const pageEnd = (page + 1) * FEED_PAGE_SIZE;
      const wholePage = next === pageEnd - FEED_PAGE_SIZE + 1 && pageEnd <= lastKnown;
      const packed = wholePage ? await this.readPage<C>(userId, collection, page) : undefined;
      const entries =
        packed ??
        (wholePage
          ? await this.packPage<C>(userId, collection, page)
          : await this.readEntries<C>(userId, collection, next, Math.min(pageEnd, lastKnown)));
      found.push(...entries);
      if (entries.length === 0 || entries.at(-1)!.sequence < Math.min(pageEnd, lastKnown)) {
        return found;
      }
      next = entries.at(-1)!.sequence + 1;
    }
    while (found.length < limit) {
      const entry = await this.readFeedEntry<C>(
        userId,
        collection,
        afterSequence + found.length + 1,
      );
      if (!entry) break;
      found.push(entry);
    }
    return found;
  }

  /**
   * Brings the packed pages wholly within `from` … `to` that this instance does not hold yet into
   * its memory, all read at once (a fresh device's 4 pages cost one read's wait, not four).
   */
  private async loadPages(
    userId: string,
    collection: SyncCollection,
    from: number,
    to: number,
  ): Promise<void> {
    const missing: number[] = [];
    for (
      let page = Math.ceil((from - 1) / FEED_PAGE_SIZE);
      (page + 1) * FEED_PAGE_SIZE <= to;
      page++
    ) {
      if (!this.cachedPages.get(feedPageKey(userId, collection, page))) missing.push(page);
    }
    if (missing.length < 2) return;
    await Promise.all(missing.map((page) => this.readPage(userId, collection, page)));
  }

  /** Entries `from` … `to`, a few reads in flight at once, stopping at the first miss. */
  private async readEntries<C extends SyncCollection>(
    userId: string,
    collection: C,
    from: number,
    to: number,
  ): Promise<FeedEntry<C>[]> {
    const found: FeedEntry<C>[] = [];
    // A few reads in flight per pull, so many pulls at once share the connection pool.
    for (let start = from; start <= to; start += FEED_READS_IN_FLIGHT) {
      const count = Math.min(FEED_READS_IN_FLIGHT, to - start + 1);
      const chunk = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          this.readFeedEntry<C>(userId, collection, start + index),
        ),
      );
      const firstMiss = chunk.indexOf(undefined);
      if (firstMiss !== -1) return [...found, ...(chunk.slice(0, firstMiss) as FeedEntry<C>[])];
      found.push(...(chunk as FeedEntry<C>[]));
    }
    return found;
  }

  private async readPage<C extends SyncCollection>(
    userId: string,
    collection: C,
    page: number,
  ): Promise<FeedEntry<C>[] | undefined> {
    const _id = feedPageKey(userId, collection, page);
    let documents = this.cachedPages.get(_id);
    if (!documents) {
      const packed = await this.pages.findOne({ _id });
      if (!packed) return undefined;
      documents = JSON.parse(packed.documents) as SyncDocument[];
      this.rememberPage(userId, collection, page, documents);
    }
    return documents.map((document, index) => ({
      sequence: page * FEED_PAGE_SIZE + index + 1,
      document: document as SyncDocumentOf<C>,
    }));
  }

  /**
   * Drops the packed pages covering sequences up to `lastSequence`, after their entries were
   * rewritten (account erasure): a page is a copy of its entries, and the next pull that needs
   * one packs it again from the rewritten entries.
   */
  async dropPages(userId: string, collection: SyncCollection, lastSequence: number): Promise<void> {
    this.forget(userId, collection, lastSequence);
    for (let page = 0; page * FEED_PAGE_SIZE < lastSequence; page += 1) {
      await this.pages.deleteOne({ _id: feedPageKey(userId, collection, page) });
    }
  }

  /**
   * Drops what this instance keeps in memory of a feed's first `lastSequence` entries, for the
   * account erasure that rewrites or removes them.
   */
  forget(userId: string, collection: SyncCollection, lastSequence: number): void {
    this.knownHeads.delete(feedKey(userId, collection));
    for (let sequence = 1; sequence <= lastSequence; sequence += 1) {
      this.cachedEntries.delete(feedEntryKey(userId, collection, sequence));
      if (sequence % FEED_PAGE_SIZE === 0) {
        this.cachedPages.delete(feedPageKey(userId, collection, sequence / FEED_PAGE_SIZE - 1));
      }
    }
  }

  /**
   * Reads a page's entries and, when all exist, stores them as the page. Any writer may: the
   * entries never change, so two packings of one page are equal and the second insert fails
   * harmlessly on the duplicate `_id`.
   */
  private async packPage<C extends SyncCollection>(
    userId: string,
    collection: C,
    page: number,
  ): Promise<FeedEntry<C>[]> {
    const first = page * FEED_PAGE_SIZE + 1;
    const entries = await this.readEntries<C>(
      userId,
      collection,
      first,
      first + FEED_PAGE_SIZE - 1,
    );
    if (entries.length < FEED_PAGE_SIZE) return entries;
    const documents = entries.map((entry) => entry.document);
    try {
      await this.pages.insertOne({
        _id: feedPageKey(userId, collection, page),
        documents: JSON.stringify(documents),
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    this.rememberPage(userId, collection, page, documents);
    return entries;
  }

  private async readFeedEntry<C extends SyncCollection>(
    userId: string,
    collection: C,
    sequence: number,
  ): Promise<FeedEntry<C> | undefined> {
    const entry = await this.readEntry(userId, collection, sequence);
    return entry ? { sequence, document: entry.document as SyncDocumentOf<C> } : undefined;
  }

  private async readEntry(
    userId: string,
    collection: SyncCollection,
    sequence: number,
  ): Promise<StoredFeedEntry | null> {
    const _id = feedEntryKey(userId, collection, sequence);
    const cached = this.cachedEntries.get(_id);
    if (cached) return cached;
    const entry = await this.feed.findOne({ _id });
    if (entry) this.remember(entry, feedKey(userId, collection), sequence);
    return entry;
  }

  /** Keeps an entry read or written here, and that its sequence exists. */
  private remember(entry: StoredFeedEntry, headId: string, sequence: number): void {
    this.cachedEntries.set(entry._id, entry);
    this.noteSequence(headId, sequence);
  }

  private rememberPage(
    userId: string,
    collection: SyncCollection,
    page: number,
    documents: readonly SyncDocument[],
  ): void {
    this.cachedPages.set(feedPageKey(userId, collection, page), documents);
    this.noteSequence(feedKey(userId, collection), (page + 1) * FEED_PAGE_SIZE);
  }

  private noteSequence(headId: string, sequence: number): void {
    if (sequence > (this.knownHeads.get(headId) ?? 0)) this.knownHeads.set(headId, sequence);
  }
}
