/**
 * Whether this browser's outbox may hold anything, known without loading Dexie: the outbox
 * database exists (something was queued in an earlier visit), or the outbox module was loaded in
 * this page (a form is sending). Until then the page leaves the outbox code out of its download.
 * Free of imports, since the service worker's outbox code loads it too.
 */
export const OUTBOX_DB_NAME = 'leads-outbox';

let inUse = false;
const listeners = new Set<() => void>();

/** Called by the outbox database module as it loads: from now on the indicator has work. */
export function markOutboxInUse(): void {
  if (inUse) return;
  inUse = true;
  for (const listener of listeners) listener();
}

let storedOutboxLookup: Promise<void> | undefined;

/**
 * Looks once for an outbox left by an earlier visit. A browser that cannot list its databases
 * (Firefox before 126) is taken to have one, so nothing queued is ever left unsent.
 */
export function findStoredOutbox(): Promise<void> {
  storedOutboxLookup ??= (async () => {
    const databases =
      'databases' in indexedDB ? await indexedDB.databases().catch(() => undefined) : undefined;
    if (!databases || databases.some((database) => database.name === OUTBOX_DB_NAME)) {
      markOutboxInUse();
    }
  })();
  return storedOutboxLookup;
}

export function isOutboxInUse(): boolean {
  return inUse;
}

/** Calls `listener` when the outbox comes into use; returns the unsubscribe. */
export function onOutboxInUse(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
