import { useEffect, useState, useSyncExternalStore } from 'react';
import { type AppNotification } from '../../../../../shared/realtime/notification';
import { useEngineStatus } from '../../../sync/sync-hooks';
import type { SyncEngine } from '../../../sync/sync-engine';

export type OfflineInbox =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: AppNotification[] };

/**
 * The notifications this device keeps (issue 12 item 6: the newest 200 and their read state,
 * web/src/sync/notification-cache.ts), newest first and kept current, for the bell and the page
 * to show when the server cannot be reached.
 */
export function useOfflineInbox(): OfflineInbox {
  const status = useEngineStatus();
  const engine = status.kind === 'ready' ? status.engine : undefined;
  const [loaded, setLoaded] = useState<{ engine: SyncEngine; items: AppNotification[] }>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!engine) return;
    const subscription = engine.notifications.all$().subscribe({
      next: (items) =>
        setLoaded({ engine, items: items.map(({ readPending: _pending, ...item }) => item) }),
      error: (error: unknown) => {
        console.warn('[notifications] the offline inbox could not be read', error);
        setFailed(true);
      },
    });
    return () => subscription.unsubscribe();
  }, [engine]);
  if (status.kind === 'failed' || failed) return { status: 'failed' };
  // Another user's inbox (an account switch) is never shown.
  if (!engine || loaded?.engine !== engine) return { status: 'loading' };
  return { status: 'ready', items: loaded.items };
}

/** Notifications marked read on this device that the server has not stored yet. */
export function usePendingReads(): number {
  const status = useEngineStatus();
  const engine = status.kind === 'ready' ? status.engine : undefined;
  return useSyncExternalStore(
    (listener) => (engine ? engine.subscribe(listener) : () => {}),
    () => engine?.snapshot().pendingReads ?? 0,
  );
}
