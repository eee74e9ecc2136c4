import {
  isSingletonCollection,
  type SyncCollection,
  type SyncDocument,
} from '../../../shared/sync/sync-collections';
import { type SyncPushRow } from '../../../shared/sync/sync-protocol';

/**
 * Whether every document of a push lies in `userId`'s space (decision 11): each names the caller
 * as its owner, and a profile or settings document is the caller's own (its id is the user id).
 */
export function pushIsOwnedBy(
  userId: string,
  collection: SyncCollection,
  rows: SyncPushRow<SyncCollection>[],
): boolean {
  const owned = (document: SyncDocument | undefined) =>
    document === undefined ||
    (document.userId === userId && (!isSingletonCollection(collection) || document.id === userId));
  return rows.every((row) => owned(row.newDocumentState) && owned(row.assumedMasterState));
}
