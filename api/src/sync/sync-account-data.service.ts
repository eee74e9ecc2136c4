/**
 * A user's synced documents as a whole, for account export and account deletion (issue 11 item
 * 5). Deletion happens in two steps:
 * - `tombstoneAll` at once: a tombstone revision for every live document (claimed and appended
 *   like any push, so the user's devices pull it and purge their copies), then every state the
 *   server kept of the user (revision claims, feed entries) overwritten by its tombstone, so no
 *   content survives while the tombstones wait for offline devices;
 * - `purge` later (AccountDeletionJob): every record of the user removed, by `_id`.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import {
  SYNC_COLLECTIONS,
  type SyncCollection,
  type SyncDocument,
  type SyncDocumentOf,
} from '../../../shared/sync/sync-collections';
import { SYNC_PULL_MAX_BATCH_SIZE } from '../../../shared/sync/sync-protocol';
import { syncTombstone } from '../../../shared/sync/sync-tombstones';
import { RealtimeService } from '../realtime/realtime.service';
import { documentKey, feedEntryKey, feedKey, revisionKey } from './sync-keys';
import { SyncRepository, type FeedEntry } from './sync.repository';

interface StoredState {
  _id: string;
  document: SyncDocument;
}

type Store = 'latest' | 'revisions' | 'feed' | 'heads';

export type SyncedDocuments = { [C in SyncCollection]: SyncDocumentOf<C>[] };

@Injectable()
export class SyncAccountDataService {
  private readonly collections: Record<Store, Collection<StoredState>>;

  constructor(
    @InjectConnection() connection: Connection,
    private readonly repository: SyncRepository,
    private readonly realtime: RealtimeService,
  ) {
    this.collections = {
      latest: connection.collection<StoredState>('sync_documents'),
      revisions: connection.collection<StoredState>('sync_revisions'),
      feed: connection.collection<StoredState>('sync_feed'),
      heads: connection.collection<StoredState>('sync_feed_heads'),
    };
  }

  /** The user's live documents of every collection, each in its latest state. */
  async liveDocuments(userId: string): Promise<SyncedDocuments> {
    const result = {} as SyncedDocuments;
    for (const collection of SYNC_COLLECTIONS) {
      const latest = this.latestStates(await this.wholeFeed(userId, collection));
      Object.assign(result, { [collection]: latest.filter((document) => !document._deleted) });
    }
    return result;
  }

  /** Tombstones every document of the user and erases every earlier state; answers how many. */
  async tombstoneAll(userId: string, now: Date): Promise<number> {
    let written = 0;
    for (const collection of SYNC_COLLECTIONS) {
      const entries = await this.wholeFeed(userId, collection);
      for (const document of this.latestStates(entries)) {
        if (await this.tombstoneDocument(userId, collection, document.id, now)) written += 1;
      }
      await this.redact(userId, collection, await this.wholeFeed(userId, collection));
    }
    // Every device of the user pulls now and meets the tombstones.
    this.realtime.sendToUser(userId, { type: 'resync', collections: [...SYNC_COLLECTIONS] });
    return written;
  }

  /** Removes every sync record of the user. */
  async purge(userId: string): Promise<void> {
    for (const collection of SYNC_COLLECTIONS) {
      const entries = await this.wholeFeed(userId, collection);
      for (const document of this.latestStates(entries)) {
        const master = await this.repository.readMaster(userId, collection, document.id);
        for (let revision = 1; revision <= (master?.revision ?? 0); revision++) {
          await this.deleteId('revisions', revisionKey(userId, collection, document.id, revision));
        }
        await this.deleteId('latest', documentKey(userId, collection, document.id));
      }
      // Newest first: a pull racing this never sees a gap followed by entries.
      for (const { sequence } of [...entries].reverse()) {
        await this.deleteId('feed', feedEntryKey(userId, collection, sequence));
      }
      await this.deleteId('heads', feedKey(userId, collection));
      this.repository.forget(userId, collection, entries.at(-1)?.sequence ?? 0);
    }
  }

  /** Writes the tombstone revision of one document unless it is one already. */
  private async tombstoneDocument<C extends SyncCollection>(
    userId: string,
    collection: C,
    docId: string,
    now: Date,
  ): Promise<boolean> {
    for (;;) {
      const master = await this.repository.readMaster(userId, collection, docId);
      if (!master || master._deleted) return false;
      const tombstone = syncTombstone(collection, {
        id: docId,
        userId,
        revision: (master.revision ?? 0) + 1,
        updatedAt: now.toISOString(),
      } as SyncDocumentOf<C>);
      // A racing writer took the revision: read again and decide again.
      if (!(await this.repository.claimRevision(userId, collection, tombstone))) continue;
      await this.repository.appendToFeed(userId, collection, tombstone, -1);
      return true;
    }
  }

  /** Overwrites every kept state of the collection's documents with its tombstone. */
  private async redact<C extends SyncCollection>(
    userId: string,
    collection: C,
    entries: FeedEntry<C>[],
  ): Promise<void> {
    const erase = (document: SyncDocumentOf<C>) => syncTombstone(collection, document);
    for (const { sequence, document } of entries) {
      if (document._deleted) continue;
      await this.overwrite('feed', feedEntryKey(userId, collection, sequence), erase(document));
      const { id, revision } = document;
      if (revision) {
        await this.overwrite(
          'revisions',
          revisionKey(userId, collection, id, revision),
          erase(document),
        );
      }
    }
    const lastSequence = entries.at(-1)?.sequence ?? 0;
    await this.repository.dropPages(userId, collection, lastSequence);
  }

  private async wholeFeed<C extends SyncCollection>(
    userId: string,
    collection: C,
  ): Promise<FeedEntry<C>[]> {
    const entries: FeedEntry<C>[] = [];
    for (;;) {
      const after = entries.at(-1)?.sequence ?? 0;
      const batch = await this.repository.readFeed(
        userId,
        collection,
        after,
        SYNC_PULL_MAX_BATCH_SIZE,
      );
      entries.push(...batch);
      if (batch.length < SYNC_PULL_MAX_BATCH_SIZE) return entries;
    }
  }

  /** Each document once, in the state of its newest feed entry. */
  private latestStates<C extends SyncCollection>(entries: FeedEntry<C>[]): SyncDocumentOf<C>[] {
    const latest = new Map<string, SyncDocumentOf<C>>();
    for (const { document } of entries) latest.set(document.id, document);
    return [...latest.values()];
  }

  private async overwrite(
    collection: 'feed' | 'revisions',
    _id: string,
    document: SyncDocument,
  ): Promise<void> {
    await this.collections[collection].replaceOne({ _id }, { document });
  }

  private async deleteId(collection: Store, _id: string): Promise<void> {
    await this.collections[collection].deleteOne({ _id });
  }
}
