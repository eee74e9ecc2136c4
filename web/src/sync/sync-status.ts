/**
 * What the sync state line says (pure, so it is tested on its own): offline when the browser has
 * no network; starting until this device's local database is open (nothing is known to be synced
 * before that); failed when it could not be opened; else waiting while any change is unconfirmed
 * or refused, else synced.
 */
export type SyncState = 'starting' | 'failed' | 'synced' | 'waiting' | 'offline';

export interface SyncStatusInput {
  online: boolean;
  /** Where the local database stands: opening, open, or not opened. */
  engine: 'starting' | 'ready' | 'failed';
  /** Changes the server has not confirmed yet (refused ones included). */
  pending: number;
}

export function syncStateOf({ online, engine, pending }: SyncStatusInput): SyncState {
  if (!online) return 'offline';
  if (engine !== 'ready') return engine;
  return pending > 0 ? 'waiting' : 'synced';
}
