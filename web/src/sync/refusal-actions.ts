/**
 * Retry and Discard for a change the server refused (sync-replication.ts records refusals).
 * Retry sends the document's current state once more, straight to the API: accepted, the
 * refusal goes and the replication pulls the stored state; refused again, the reason is updated.
 * Discard puts back what the server held (or drops a document the server never had), which the
 * replication then pushes as an unchanged state.
 */
import { type RxCollection } from 'rxdb';
import { type SyncCollection, type SyncDocumentOf } from '../../../shared/sync/sync-collections';
import { writeLocalState } from './local-writes';
import { resolveConflict } from './local-change';
import { type SyncRefusal } from './sync-rx-schemas';
import { isRefusal, pushChanges, refusalReason } from './sync-transport';

interface RefusalHost {
  collection<C extends SyncCollection>(collection: C): RxCollection<SyncDocumentOf<C>>;
  readonly database: { collections: { refusals: RxCollection<SyncRefusal> } };
  reSync(collections: readonly SyncCollection[]): void;
}

function assumedMasterOf<C extends SyncCollection>(refusal: SyncRefusal) {
  return (JSON.parse(refusal.assumedMasterJson) as SyncDocumentOf<C> | null) ?? undefined;
}

/** The document as stored locally, tombstone included, without RxDB's own fields. */
async function localState<C extends SyncCollection>(
  rx: RxCollection<SyncDocumentOf<C>>,
  id: string,
): Promise<SyncDocumentOf<C> | undefined> {
  const [stored] = await rx.storageInstance.findDocumentsById([id], true);
  if (!stored) return undefined;
  const { _meta: _m, _rev: _r, _attachments: _a, ...document } = stored;
  return document as unknown as SyncDocumentOf<C>;
}

export async function retryRefusal(host: RefusalHost, refusal: SyncRefusal): Promise<void> {
  const collection = refusal.syncCollection;
  const rx = host.collection(collection);
  const refusals = host.database.collections.refusals;
  const current = await localState(rx, refusal.documentId);
  const assumedMasterState = assumedMasterOf(refusal);
  if (!current) {
    await refusals.findOne(refusal.id).remove();
    return;
  }
  try {
    const [master] = await pushChanges(collection, [
      { newDocumentState: current, ...(assumedMasterState ? { assumedMasterState } : {}) },
    ]);
    await refusals.findOne(refusal.id).remove();
    if (master) {
      const resolved = resolveConflict(collection, {
        newDocumentState: current,
        realMasterState: master,
        assumedMasterState,
      });
      await writeLocalState(rx, resolved);
    }
    host.reSync([collection]);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await refusals.upsert({ ...refusal, ...refusalReason(error) });
  }
}

export async function discardRefusal(host: RefusalHost, refusal: SyncRefusal): Promise<void> {
  const rx = host.collection(refusal.syncCollection);
  const assumed = assumedMasterOf(refusal);
  const current = await localState(rx, refusal.documentId);
  if (assumed) await writeLocalState(rx, assumed);
  else if (current && !current._deleted) await writeLocalState(rx, { ...current, _deleted: true });
  await host.database.collections.refusals.findOne(refusal.id).remove();
}
