/**
 * The `_id` layout of sync storage (DESIGN.md decision 10: every read is a lookup by `_id`).
 * Parts are URI-encoded, so a user id holding the separator can never reach another user's keys.
 *
 * - `<user>:<collection>:<doc>`            the document's latest state as last written (a hint)
 * - `<user>:<collection>:<doc>@<revision>` the claim of one revision, holding that state (truth)
 * - `<user>:<collection>:seq:<n>`          entry n of the user's change feed of the collection
 * - `<user>:<collection>`                  the feed's head: the last sequence written (a hint)
 */
import { type SyncCollection } from '../../../shared/sync/sync-collections';

const part = (value: string) => encodeURIComponent(value);

export function feedKey(userId: string, collection: SyncCollection): string {
  return `${part(userId)}:${collection}`;
}

export function documentKey(userId: string, collection: SyncCollection, docId: string): string {
  return `${feedKey(userId, collection)}:${part(docId)}`;
}

export function revisionKey(
  userId: string,
  collection: SyncCollection,
  docId: string,
  revision: number,
): string {
  return `${documentKey(userId, collection, docId)}@${revision}`;
}

export function feedEntryKey(userId: string, collection: SyncCollection, sequence: number): string {
  return `${feedKey(userId, collection)}:seq:${sequence}`;
}

/** Feed entries one page packs. */
export const FEED_PAGE_SIZE = 50;

export function feedPageKey(userId: string, collection: SyncCollection, page: number): string {
  return `${feedKey(userId, collection)}:page:${page}`;
}
