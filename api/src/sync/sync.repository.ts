/**
 * Sync storage on the embedded database, where only a lookup by `_id` is indexed and only the
 * insert of a unique `_id` is atomic (DESIGN.md decision 10). So both things that must never be
 * taken twice are claimed by unique inserts, which holds across processes and instances too:
 * - a document revision (`…@<revision>`, the claim stores that revision's state): two writers of
 *   one document cannot both turn revision n into n + 1; the loser re-reads and decides again;
 * - a change-feed sequence number (`…:seq:<n>`): appenders try n = head + 1, n + 2, … and keep the
 *   first they win, so the feed has neither gaps nor duplicates and a reader stops at its first
 *   miss.
 * The latest-state and head documents are written after the claims and only ever lag them, so
 * they are starting points for a forward probe, never trusted on their own.
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
import { documentKey, feedEntryKey, feedKey, revisionKey } from './sync-keys';

/** Feed entries one pull reads at once when it knows they exist. */
const FEED_READS_IN_FLIGHT = 16;

interface StoredState {
  _id: string;
  document: SyncDocument;
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
  private readonly feed: Collection<StoredState>;
  private readonly heads: Collection<FeedHead>;

  constructor(@InjectConnection() connection: Connection) {
    this.latest = connection.collection<StoredState>('sync_documents');
    this.revisions = connection.collection<StoredState>('sync_revisions');
    this.feed = connection.collection<StoredState>('sync_feed');
    this.heads = connection.collection<FeedHead>('sync_feed_heads');
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

  /** Appends a stored state to the user's change feed; answers its sequence number. */
  async appendToFeed<C extends SyncCollection>(
    userId: string,
    collection: C,
    document: SyncDocumentOf<C>,
  ): Promise<number> {
    const headId = feedKey(userId, collection);
    const head = await this.heads.findOne({ _id: headId });
    for (let sequence = (head?.sequence ?? 0) + 1; ; sequence++) {
      try {
        await this.feed.insertOne({ _id: feedEntryKey(userId, collection, sequence), document });
      } catch (error) {
        if (isDuplicateKey(error)) continue;
        throw error;
      }
      await writeHint(this.heads, headId, { sequence });
      return sequence;
    }
  }

  /**
   * Up to `limit` feed entries after `afterSequence`, in order, stopping at the first miss. Every
   * sequence up to the head hint exists (the head is written after its claim, and claims leave no
   * gaps), so those are read at once; beyond it the reads go one by one until a miss.
   */
  async readFeed<C extends SyncCollection>(
    userId: string,
    collection: C,
    afterSequence: number,
    limit: number,
  ): Promise<FeedEntry<C>[]> {
    const head = await this.heads.findOne({ _id: feedKey(userId, collection) });
    const known = Math.max(0, Math.min(limit, (head?.sequence ?? 0) - afterSequence));
    const found: FeedEntry<C>[] = [];
    // A few reads in flight per pull, so many pulls at once share the connection pool.
    for (let start = 0; start < known; start += FEED_READS_IN_FLIGHT) {
      const count = Math.min(FEED_READS_IN_FLIGHT, known - start);
      const chunk = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          this.readFeedEntry<C>(userId, collection, afterSequence + found.length + 1 + index),
        ),
      );
      const firstMiss = chunk.indexOf(undefined);
      if (firstMiss !== -1) return [...found, ...(chunk.slice(0, firstMiss) as FeedEntry<C>[])];
      found.push(...(chunk as FeedEntry<C>[]));
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

  private async readFeedEntry<C extends SyncCollection>(
    userId: string,
    collection: C,
    sequence: number,
  ): Promise<FeedEntry<C> | undefined> {
    const entry = await this.feed.findOne({ _id: feedEntryKey(userId, collection, sequence) });
    return entry ? { sequence, document: entry.document as SyncDocumentOf<C> } : undefined;
  }
}
