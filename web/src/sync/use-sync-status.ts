import { useSyncExternalStore } from 'react';
import { type SyncCollection } from '../../../shared/sync/sync-collections';
import type { SyncEngineState } from './sync-engine';
import { useEngineStatus } from './sync-hooks';
import { syncStateOf, type SyncState } from './sync-status';
import { type SyncRefusal } from './sync-rx-schemas';

export interface SyncRefusalItem extends SyncRefusal {
  retry: () => Promise<void>;
  discard: () => Promise<void>;
}

export interface SyncStatus {
  state: SyncState;
  /** Local changes the server has not confirmed yet (notifications marked read included). */
  pending: number;
  refusals: SyncRefusalItem[];
  lastConflict: SyncEngineState['lastConflict'];
}

function subscribeOnline(listener: () => void): () => void {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

const NO_STATE: SyncEngineState = {
  pending: { favorites: 0, profile: 0, settings: 0 },
  pendingReads: 0,
  refusals: [],
  lastConflict: null,
};
const noop = () => () => {};

/** The sync line's data: pending count, synced / waiting / offline, refusals with their actions. */
export function useSyncStatus(): SyncStatus {
  const status = useEngineStatus();
  const engine = status.kind === 'ready' ? status.engine : undefined;
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const state = useSyncExternalStore(
    engine ? (listener) => engine.subscribe(listener) : noop,
    () => engine?.snapshot() ?? NO_STATE,
  );
  const pending = (Object.keys(state.pending) as SyncCollection[]).reduce(
    (sum, collection) => sum + state.pending[collection],
    state.pendingReads,
  );
  const engineState =
    status.kind === 'ready' ? 'ready' : status.kind === 'failed' ? 'failed' : 'starting';
  return {
    state: syncStateOf({ online, engine: engineState, pending }),
    pending,
    refusals: state.refusals.map((refusal) => ({
      ...refusal,
      retry: () => (engine ? engine.retry(refusal) : Promise.resolve()),
      discard: () => (engine ? engine.discard(refusal) : Promise.resolve()),
    })),
    lastConflict: state.lastConflict,
  };
}
