/**
 * Which user's sync engine is running, for the hooks, without loading RxDB: the engine module is
 * imported only once somebody is signed in (or a signed-out browser still holds a user's
 * database, which is then wiped).
 */
import { knownDatabaseNames } from './sync-database-names';
import type { AccessTokenSource, SyncEngine } from './sync-engine';

export type EngineStatus =
  | { kind: 'idle' }
  | { kind: 'starting'; userId: string }
  | { kind: 'ready'; engine: SyncEngine }
  | { kind: 'failed'; userId: string };

let status: EngineStatus = { kind: 'idle' };
const listeners = new Set<() => void>();
/** Start and stop run one after another, so a quick account switch never interleaves them. */
let queue: Promise<void> = Promise.resolve();

function set(next: EngineStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export function engineStatus(): EngineStatus {
  return status;
}

export function subscribeEngine(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The running engine, once it is ready (rejects when it failed to start). */
export function whenEngineReady(): Promise<SyncEngine> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (status.kind === 'ready') resolve(status.engine);
      else if (status.kind === 'failed') reject(new Error('The sync engine did not start'));
      else return false;
      return true;
    };
    if (check()) return;
    const stop = subscribeEngine(() => {
      if (check()) stop();
    });
  });
}

function currentUserId(): string | null {
  if (status.kind === 'idle') return null;
  return status.kind === 'ready' ? status.engine.userId : status.userId;
}

function enqueue(task: () => Promise<void>): Promise<void> {
  queue = queue.then(task).catch((error: unknown) => console.error('[sync]', error));
  return queue;
}

/**
 * Runs the engine of `userId`, or none for null. Another user's database (an account switch,
 * or a logout in an earlier visit) is closed and deleted from this browser.
 */
export function runEngineFor(
  userId: string | null,
  accessToken: AccessTokenSource = () => Promise.reject(new Error('signed out')),
): Promise<void> {
  if (userId !== null && userId === currentUserId()) return queue;
  if (userId) set({ kind: 'starting', userId });
  return enqueue(async () => {
    if (status.kind === 'ready' && status.engine.userId !== userId) {
      await status.engine.stop({ wipe: true });
    }
    if (!userId) {
      set({ kind: 'idle' });
      if (knownDatabaseNames().length === 0) return;
      const { removeOtherSyncDatabases } = await import('./sync-database');
      await removeOtherSyncDatabases(null);
      return;
    }
    try {
      const [{ SyncEngine }, { removeOtherSyncDatabases }] = await Promise.all([
        import('./sync-engine'),
        import('./sync-database'),
      ]);
      await removeOtherSyncDatabases(userId);
      const engine = await SyncEngine.start(userId, accessToken);
      if (currentUserId() === userId) set({ kind: 'ready', engine });
      else await engine.stop({ wipe: true });
    } catch (error) {
      if (currentUserId() === userId) set({ kind: 'failed', userId });
      throw error;
    }
  });
}

/** Logout: stops the engine and deletes the user's local data before the page leaves. */
export function wipeLocalData(): Promise<void> {
  return runEngineFor(null);
}
