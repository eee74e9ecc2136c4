/**
 * How this device marks its own changes. The server stamps `revision` and `updatedAt` on every
 * state it stores, so a local write leaves both out: a document without `updatedAt` is a change
 * the server has not confirmed yet ("N changes waiting"), and the pull that brings the stamped
 * state back (the server's echo) is what makes it synced.
 */
import { SYNC_CONFLICT_POLICIES, clientFields } from '../../../shared/sync/conflict-policies';
import { jsonEqual } from '../../../shared/sync/json-equal';
import {
  SYNC_COLLECTION_SCHEMAS,
  type SyncCollection,
  type SyncDocumentOf,
} from '../../../shared/sync/sync-collections';
import { type SyncConflictInput } from '../../../shared/sync/conflict-policies';

/** `document` as this device writes it: valid by the shared schema, without the server's stamps. */
export function asLocalChange<C extends SyncCollection>(
  collection: C,
  document: SyncDocumentOf<C>,
): SyncDocumentOf<C> {
  const { revision: _revision, updatedAt: _updatedAt, ...rest } = document;
  // The same schema the API checks: a change that cannot be stored is refused before it is kept.
  return SYNC_COLLECTION_SCHEMAS[collection].parse(rest) as SyncDocumentOf<C>;
}

/** Whether the server has yet to confirm this state. */
export function isPendingChange(document: { updatedAt?: string }): boolean {
  return document.updatedAt === undefined;
}

/**
 * The collection's written policy (shared/sync/conflict-policies.ts), as RxDB's conflict handler.
 * A resolution that keeps anything of this device's is a new local change (pushed again, and
 * waiting until the server confirms it); one that keeps the server's state is already synced.
 */
export function resolveConflict<C extends SyncCollection>(
  collection: C,
  input: SyncConflictInput<SyncDocumentOf<C>>,
): SyncDocumentOf<C> {
  const policy = SYNC_CONFLICT_POLICIES[collection] as (typeof SYNC_CONFLICT_POLICIES)[C];
  const resolved = policy.resolve(input);
  const keepsServerState = jsonEqual(
    clientFields(collection, resolved),
    clientFields(collection, input.realMasterState),
  );
  if (keepsServerState) return input.realMasterState;
  const { revision: _revision, updatedAt: _updatedAt, ...change } = resolved;
  return change as SyncDocumentOf<C>;
}

/** What the user is told after a conflict was resolved, as a message id of `sync.conflict.*`. */
export type ConflictOutcome =
  'favoriteKept' | 'favoriteRestored' | 'favoriteRemoved' | 'merged' | 'serverKept';

export function conflictOutcome<C extends SyncCollection>(
  collection: C,
  input: SyncConflictInput<SyncDocumentOf<C>>,
  output: SyncDocumentOf<C>,
): ConflictOutcome {
  const serverKept = jsonEqual(
    clientFields(collection, output),
    clientFields(collection, input.realMasterState),
  );
  if (collection === 'favorites') {
    const removedHere = input.newDocumentState._deleted;
    // Removed here, saved again elsewhere: add wins.
    if (removedHere && !output._deleted) return 'favoriteKept';
    // Saved here, removed elsewhere (a tombstone this device had not seen): add wins too.
    if (!removedHere && !output._deleted && input.realMasterState._deleted) {
      return 'favoriteRestored';
    }
    if (!removedHere && output._deleted) return 'favoriteRemoved';
  }
  return serverKept ? 'serverKept' : 'merged';
}
