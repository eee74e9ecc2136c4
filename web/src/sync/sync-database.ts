/**
 * The signed-in user's local database: one RxDB database per user on Dexie (IndexedDB) storage,
 * shared by every tab of that user (multi-instance, with leader election). Each database this
 * browser created is listed in local storage, so a logout or another user's login can remove
 * every one that is not the current user's, even when the tab that opened it is gone.
 */
import {
  addRxPlugin,
  createRxDatabase,
  removeRxDatabase,
  type RxCollection,
  type RxDatabase,
} from 'rxdb';
import { RxDBAttachmentsPlugin } from 'rxdb/plugins/attachments';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import {
  SYNC_COLLECTIONS,
  type SyncCollection,
  type SyncDocumentOf,
} from '../../../shared/sync/sync-collections';
import { resolveConflict } from './local-change';
import { jsonEqual } from '../../../shared/sync/json-equal';
import { SYNC_REFUSAL_SCHEMA, SYNC_RX_SCHEMAS, type SyncRefusal } from './sync-rx-schemas';
import {
  CACHED_NOTIFICATION_SCHEMA,
  CACHED_UNREAD_COUNT_SCHEMA,
  type NotificationCacheCollections,
} from './notification-cache';
import {
  CACHED_MESSAGE_SCHEMA,
  CACHED_THREAD_SCHEMA,
  type MessageCacheCollections,
  WAITING_FILE_SCHEMA,
  WAITING_MESSAGE_SCHEMA,
} from './message-cache';
import { CACHED_SESSION_SCHEMA, type SessionCacheCollections } from './session-cache';
import {
  type ApplicationCacheCollections,
  CACHED_APPLICATION_DETAIL_SCHEMA,
  CACHED_APPLICATION_SCHEMA,
} from './application-cache';
import {
  forgetDatabaseName,
  knownDatabaseNames,
  rememberDatabaseName,
  syncDatabaseName,
} from './sync-database-names';

addRxPlugin(RxDBLeaderElectionPlugin);
addRxPlugin(RxDBAttachmentsPlugin);

export type SyncRxCollections = { [C in SyncCollection]: RxCollection<SyncDocumentOf<C>> } & {
  refusals: RxCollection<SyncRefusal>;
} & NotificationCacheCollections &
  MessageCacheCollections &
  SessionCacheCollections &
  ApplicationCacheCollections;
export type SyncRxDatabase = RxDatabase<SyncRxCollections>;

const storage = getRxStorageDexie();

function conflictHandlerOf<C extends SyncCollection>(collection: C) {
  return {
    isEqual: (a: SyncDocumentOf<C>, b: SyncDocumentOf<C>) => jsonEqual(a, b),
    resolve: (input: {
      newDocumentState: SyncDocumentOf<C>;
      realMasterState: SyncDocumentOf<C>;
      assumedMasterState?: SyncDocumentOf<C>;
    }) => Promise.resolve(resolveConflict(collection, input)),
  };
}

/**
 * Opens (creating on first use) the database of `userId`. Open-core RxDB allows 13 open
 * collections (NON_PREMIUM_COLLECTION_LIMIT) and this database has 13: a new kind of record
 * shares a collection (see application-cache.ts, document-cache.ts) rather than adding one.
 */
export async function openSyncDatabase(userId: string): Promise<SyncRxDatabase> {
  const name = syncDatabaseName(userId);
  rememberDatabaseName(name);
  const database = await createRxDatabase<SyncRxCollections>({
    name,
    storage,
    multiInstance: true,
    // A second open in the same tab (React's strict effects, a quick re-login) reuses nothing
    // half-closed: the earlier instance is closed first.
    closeDuplicates: true,
  });
  const collections = Object.fromEntries(
    SYNC_COLLECTIONS.map((collection) => [
      collection,
      { schema: SYNC_RX_SCHEMAS[collection], conflictHandler: conflictHandlerOf(collection) },
    ]),
  );
  await database.addCollections({
    ...collections,
    refusals: { schema: SYNC_REFUSAL_SCHEMA },
    notifications: { schema: CACHED_NOTIFICATION_SCHEMA },
    notificationcounts: { schema: CACHED_UNREAD_COUNT_SCHEMA },
    messagethreads: { schema: CACHED_THREAD_SCHEMA },
    threadmessages: { schema: CACHED_MESSAGE_SCHEMA },
    messageoutbox: { schema: WAITING_MESSAGE_SCHEMA },
    sessionlist: { schema: CACHED_SESSION_SCHEMA },
    applicationlist: { schema: CACHED_APPLICATION_SCHEMA },
    applicationdetails: { schema: CACHED_APPLICATION_DETAIL_SCHEMA },
    fileoutbox: { schema: WAITING_FILE_SCHEMA },
  } as Parameters<SyncRxDatabase['addCollections']>[0]);
  return database;
}

function deleteIndexedDb(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`${name} was not deleted`));
  });
}

/**
 * Deletes a user's local data for good (logout, account switch): RxDB empties its collections,
 * and the IndexedDB databases the Dexie storage kept them in are deleted too, so not even the
 * user's id (in the names) stays behind. Another tab's open connection closes on the deletion
 * (Dexie closes on 'versionchange').
 */
export async function removeSyncDatabase(name: string): Promise<void> {
  await removeRxDatabase(name, storage);
  const prefix = `rxdb-dexie-${name}--`;
  const left = (await indexedDB.databases())
    .map((database) => database.name ?? '')
    .filter((database) => database.startsWith(prefix));
  await Promise.all(left.map(deleteIndexedDb));
  forgetDatabaseName(name);
}

/** Removes the databases of every user but `keepUserId` (all of them when it is null). */
export async function removeOtherSyncDatabases(keepUserId: string | null): Promise<void> {
  const keep = keepUserId === null ? undefined : syncDatabaseName(keepUserId);
  for (const name of knownDatabaseNames()) {
    if (name !== keep) await removeSyncDatabase(name);
  }
}
