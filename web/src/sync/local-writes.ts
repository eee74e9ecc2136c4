/**
 * Writing into the local database: a whole state of a document, whether it is live, deleted, or
 * not there yet (RxDB's document methods refuse to touch a tombstone); and a patch of a user's
 * one profile or settings document, applied to what is stored at the moment of the write.
 */
import { type RxCollection } from 'rxdb';

export async function writeLocalState<D extends { id: string; _deleted: boolean }>(
  rx: RxCollection<D>,
  state: D,
): Promise<void> {
  const existing = await rx.findOne(state.id).exec();
  if (existing) {
    await existing.incrementalModify(() => ({ ...state }));
    return;
  }
  if (state._deleted) {
    // Nothing live to delete: a tombstone this device already holds stays as it is, and a
    // document it never had needs none.
    return;
  }
  await rx.upsert(state);
}

/**
 * Applies `patched` to the stored document `empty.id`, or to `empty` when there is none yet.
 * Insert, never upsert: two first saves made at once (a toggle and the seeded display settings,
 * or two tabs) must not each store the defaults plus their own field, the later erasing the
 * other's. The save that loses the insert patches what the winner stored.
 */
export async function patchSingleton<D extends { id: string }>(
  rx: RxCollection<D>,
  empty: D,
  patched: (base: D) => D,
): Promise<void> {
  let stored = await rx.findOne(empty.id).exec();
  if (!stored) {
    const { error } = await rx.bulkInsert([patched(empty)]);
    if (error.length === 0) return;
    if (error[0]?.status !== 409)
      throw new Error(`${empty.id} was not saved (${error[0]?.status})`);
    stored = await rx.findOne(empty.id).exec();
    if (!stored) throw new Error(`${empty.id} was not saved: it was deleted meanwhile`);
  }
  await stored.incrementalModify((current) => {
    // RxDB hands the stored row over with its own bookkeeping, which no shared schema allows.
    const { _meta, _rev, _attachments, ...document } = current as typeof current & {
      _meta?: unknown;
      _rev?: unknown;
      _attachments?: unknown;
    };
    return patched(document as unknown as D);
  });
}
