/**
 * Writing a whole state of a document into the local database, whether the document is live,
 * deleted, or not there yet (RxDB's document methods refuse to touch a tombstone).
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
