/**
 * One `replicateRxCollection` per synced collection against the API (DESIGN.md decision 5).
 *
 * - Pull: the server's per-user change feed from the checkpoint; `reSync()` (socket poke, a
 *   reconnect, our own accepted push) makes it pull now.
 * - Push: rows go out as RxDB gives them; the answer is the master state of the conflicting ones,
 *   which the collection's conflict handler resolves by the written policy. After an accepted
 *   push the replication pulls, so the server's stamped state (its echo) replaces the assumed
 *   master state at once, even when the socket is down; a pull hands its documents over only
 *   once RxDB has recorded every push (whenPushesRecorded).
 * - Refusals: a change the server refuses (a 4xx that resending cannot fix) must not block the
 *   others, so a refused batch is sent again row by row; a row still refused is recorded in the
 *   local `refusals` collection (every tab shows it with Retry and Discard) and given back to
 *   RxDB as done. The document stays unconfirmed (no `updatedAt`), so it still counts as waiting.
 * - Leadership: only the elected tab replicates; the others write to the same database.
 */
import { type RxReplicationState, replicateRxCollection } from 'rxdb/plugins/replication';
import { filter, firstValueFrom } from 'rxjs';
import { SYNC_PULL_MAX_BATCH_SIZE, SYNC_PUSH_MAX_ROWS } from '../../../shared/sync/sync-protocol';
import { type SyncCollection, type SyncDocumentOf } from '../../../shared/sync/sync-collections';
import { type SyncCheckpoint, type SyncPushRow } from '../../../shared/sync/sync-protocol';
import { type SyncRxCollections } from './sync-database';
import { isRefusal, pullChanges, pushChanges, refusalReason } from './sync-transport';

/** How long RxDB waits before trying a failed pull or push again. */
export const SYNC_RETRY_MS = 5000;
const PULL_BATCH_SIZE = Math.min(100, SYNC_PULL_MAX_BATCH_SIZE);
const PUSH_BATCH_SIZE = Math.min(25, SYNC_PUSH_MAX_ROWS);

export type SyncReplications = {
  [C in SyncCollection]: RxReplicationState<SyncDocumentOf<C>, SyncCheckpoint>;
};

function refusalId(collection: SyncCollection, documentId: string): string {
  return `${collection}:${documentId}`;
}

/**
 * Resolves once no push of `replication` is in flight. RxDB records a pushed state as the assumed
 * master only after the push handler has returned; the server's echo of that push, pulled in
 * between, would be taken for a change of this device not pushed yet and dropped for good (the
 * checkpoint moves past it), leaving the document "waiting" although the server has it. So pulled
 * documents are handed over only once every push is recorded. (RxDB's own up-stream state: the
 * replication's `active$` also covers the pull that is waiting here.)
 */
function whenPushesRecorded<D, K>(replication: RxReplicationState<D, K>): Promise<void> {
  const pushing = replication.internalReplicationState?.events.active.up;
  if (!pushing) return Promise.resolve();
  return firstValueFrom(pushing.pipe(filter((active) => !active))).then(() => undefined);
}

export function startReplication<C extends SyncCollection>(
  collection: C,
  collections: SyncRxCollections,
): RxReplicationState<SyncDocumentOf<C>, SyncCheckpoint> {
  const refusals = collections.refusals;

  async function pushRows(rows: SyncPushRow<C>[]): Promise<SyncDocumentOf<C>[]> {
    try {
      const conflicts = await pushChanges(collection, rows);
      const ids = rows.map((row) => refusalId(collection, row.newDocumentState.id));
      await refusals
        .findByIds(ids)
        .exec()
        .then((found) => Promise.all([...found.values()].map((refusal) => refusal.remove())));
      return conflicts;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (rows.length > 1) {
        const answers: SyncDocumentOf<C>[] = [];
        for (const row of rows) answers.push(...(await pushRows([row])));
        return answers;
      }
      const [row] = rows;
      const { message, field } = refusalReason(error);
      await refusals.upsert({
        id: refusalId(collection, row!.newDocumentState.id),
        syncCollection: collection,
        documentId: row!.newDocumentState.id,
        message,
        field,
        assumedMasterJson: JSON.stringify(row!.assumedMasterState ?? null),
      });
      return [];
    }
  }

  const replication = replicateRxCollection<SyncDocumentOf<C>, SyncCheckpoint>({
    replicationIdentifier: `api-sync-${collection}`,
    collection: collections[collection] as unknown as Parameters<
      typeof replicateRxCollection<SyncDocumentOf<C>, SyncCheckpoint>
    >[0]['collection'],
    live: true,
    retryTime: SYNC_RETRY_MS,
    waitForLeadership: true,
    pull: {
      batchSize: PULL_BATCH_SIZE,
      handler: async (checkpoint, batchSize) => {
        const answer = await pullChanges(collection, checkpoint, batchSize);
        await whenPushesRecorded(replication);
        return { documents: answer.documents, checkpoint: answer.checkpoint ?? undefined };
      },
    },
    push: {
      batchSize: PUSH_BATCH_SIZE,
      handler: async (rows) => {
        const conflicts = await pushRows(rows as SyncPushRow<C>[]);
        // The server's echo of what it accepted: pull it now rather than wait for the socket.
        if (conflicts.length < rows.length) setTimeout(() => replication.reSync(), 0);
        return conflicts;
      },
    },
  });
  return replication;
}
