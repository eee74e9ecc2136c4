/**
 * The wire contract of `POST /api/sync/:collection/pull|push`, shaped after RxDB's replication
 * protocol (`replicateRxCollection`), so the browser's handlers pass requests and answers through:
 * - pull handler `(checkpoint, batchSize) → { documents, checkpoint }`: the body is
 *   `{ checkpoint, batchSize }`, the answer `{ documents, checkpoint }`;
 * - push handler `(rows) → conflicting master documents`: the body is the rows array
 *   (`{ assumedMasterState?, newDocumentState }[]`), the answer the master state of every row that
 *   conflicted (an empty array when all were accepted).
 * Accepted writes are not answered: they come back through the next pull (the server stamps
 * `revision` and `updatedAt`), which moves the client's assumed master state onto the server's.
 */
import { z } from 'zod';
import {
  SYNC_COLLECTION_SCHEMAS,
  type SyncCollection,
  type SyncDocumentOf,
} from './sync-collections';

/** Most documents one pull answers; RxDB's `pull.batchSize` must not exceed it. */
export const SYNC_PULL_MAX_BATCH_SIZE = 500;
/** Most rows one push may carry; RxDB's `push.batchSize` must not exceed it. */
export const SYNC_PUSH_MAX_ROWS = 100;

/**
 * Where a client stands in its per-user, per-collection change feed: the sequence number of the
 * last feed entry it has pulled. `null` (a fresh device) pulls from the start.
 */
export const syncCheckpointSchema = z.strictObject({ sequence: z.int().min(0) });
export type SyncCheckpoint = z.infer<typeof syncCheckpointSchema>;

export const syncPullRequestSchema = z.strictObject({
  checkpoint: syncCheckpointSchema.nullable(),
  batchSize: z.int().min(1).max(SYNC_PULL_MAX_BATCH_SIZE),
});
export type SyncPullRequest = z.infer<typeof syncPullRequestSchema>;

export interface SyncPullResponse<C extends SyncCollection> {
  documents: SyncDocumentOf<C>[];
  /** Unchanged when nothing new was found; RxDB stops pulling when `documents` is empty. */
  checkpoint: SyncCheckpoint | null;
}

/** One row of a push: what the client believed the server held, and what it wants stored. */
export interface SyncPushRow<C extends SyncCollection> {
  assumedMasterState?: SyncDocumentOf<C>;
  newDocumentState: SyncDocumentOf<C>;
}

/** The push body for one collection, validated with that collection's document schema. */
export function syncPushRequestSchema<C extends SyncCollection>(collection: C) {
  const documentSchema = SYNC_COLLECTION_SCHEMAS[collection];
  return z
    .array(
      z.strictObject({
        assumedMasterState: documentSchema.optional(),
        newDocumentState: documentSchema,
      }),
    )
    .max(SYNC_PUSH_MAX_ROWS);
}

/** The master state of each conflicting row. */
export type SyncPushResponse<C extends SyncCollection> = SyncDocumentOf<C>[];

/** `POST /api/sync/:collection/count` (no body): the caller's live (not deleted) documents. */
export interface SyncCountResponse {
  count: number;
}

/** The API paths of a collection's endpoints. */
export function syncPaths(collection: SyncCollection): {
  pull: string;
  push: string;
  count: string;
} {
  const base = `/api/sync/${collection}`;
  return { pull: `${base}/pull`, push: `${base}/push`, count: `${base}/count` };
}
