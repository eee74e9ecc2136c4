/**
 * What the sync state line says (pure, so it is tested on its own): offline when the browser has
 * no network, else waiting while any change is unconfirmed or refused, else synced.
 */
export type SyncState = 'synced' | 'waiting' | 'offline';

export interface SyncStatusInput {
  online: boolean;
  /** Changes the server has not confirmed yet (refused ones included). */
  pending: number;
}

export function syncStateOf({ online, pending }: SyncStatusInput): SyncState {
  if (!online) return 'offline';
  return pending > 0 ? 'waiting' : 'synced';
}
