/**
 * The tab's notification state shared by the bell and the notifications page: the unread count
 * (kept by the sequence rule, unread-count.ts), fed by /unread-count, by every mutation's answer
 * and by the socket; the notifications the socket brings (lists prepend them, and high or urgent
 * ones raise a toast, spec §9); and read changes, so every list on screen shows them. Runs while
 * a dashboard screen uses it (`useInboxStarted`). Until the server answers (offline), the count
 * is the last one this device kept (the offline inbox), less the reads it has not sent yet.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { UNREAD_COUNT_STALE_MS } from '../../../../shared/constants';
import { type UnreadCount } from '../../../../shared/notifications/notification-api';
import { type AppNotification } from '../../../../shared/realtime/notification';
import { showToast } from '../../components/toast-store';
import {
  realtimeStatus,
  subscribeRealtimeMessages,
  subscribeRealtimeStatus,
} from '../../sync/realtime-feed';
import { whenEngineReady } from '../../sync/sync-store';
import { fetchUnreadCount } from './api/notifications-api';
import { usePendingReads } from './hooks/use-offline-inbox';
import { newerUnreadCount } from './unread-count';

/** A notification (or all of them) became read. */
export type ReadChange = { kind: 'one'; id: string } | { kind: 'all' };

let unread: UnreadCount | null = null;
const countListeners = new Set<() => void>();
const arrivalListeners = new Set<(notification: AppNotification) => void>();
const readListeners = new Set<(change: ReadChange) => void>();
const reconnectListeners = new Set<() => void>();
let users = 0;
let stop: (() => void) | undefined;

/** Keeps `next` if it is the newest count seen; a count of zero means everything is read. */
export function applyUnreadCount(next: UnreadCount): void {
  if (keepUnreadCount(next) && next.count === 0) announceRead({ kind: 'all' });
}

/** Holds `next` if it is the newest count seen; answers whether it did. */
function keepUnreadCount(next: UnreadCount): boolean {
  const kept = newerUnreadCount(unread, next);
  if (kept === unread) return false;
  unread = kept;
  for (const listener of countListeners) listener();
  return true;
}

export function announceRead(change: ReadChange): void {
  for (const listener of readListeners) listener(change);
}

export function subscribeArrivals(listener: (notification: AppNotification) => void): () => void {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
}

/**
 * Calls `listener` whenever the socket connects after being away (the first connection too):
 * notifications sent meanwhile never arrive over it, so lists load what they missed.
 */
export function subscribeReconnects(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export function subscribeReadChanges(listener: (change: ReadChange) => void): () => void {
  readListeners.add(listener);
  return () => readListeners.delete(listener);
}

function refreshCount(): void {
  // Spec §7: a failed count yields 0, which is what an absent count shows; the next try mends it.
  fetchUnreadCount().then(applyUnreadCount, (error: unknown) =>
    console.warn('[notifications] the unread count was not loaded', error),
  );
}

function toastFor(notification: AppNotification): void {
  if (notification.priority !== 'high' && notification.priority !== 'urgent') return;
  showToast({
    title: notification.title,
    description: notification.message,
    variant: notification.priority === 'urgent' ? 'destructive' : 'default',
  });
}

/**
 * The count this device kept, for a start without the server; a newer one wins anyway. An old
 * zero says nothing about the lists on screen, so it is held without announcing a read.
 */
function restoreKeptCount(): void {
  whenEngineReady()
    .then((engine) => engine.notifications.count())
    .then((kept) => {
      if (kept) keepUnreadCount(kept);
    })
    .catch((error: unknown) => console.warn('[notifications] no kept unread count', error));
}

function start(): () => void {
  restoreKeptCount();
  refreshCount();
  const timer = setInterval(refreshCount, UNREAD_COUNT_STALE_MS);
  let wasConnected = realtimeStatus() === 'connected';
  const stopStatus = subscribeRealtimeStatus(() => {
    // Counts pushed while the socket was away are not replayed: ask once it is back.
    const connected = realtimeStatus() === 'connected';
    if (connected && !wasConnected) {
      refreshCount();
      for (const listener of reconnectListeners) listener();
    }
    wasConnected = connected;
  });
  const stopMessages = subscribeRealtimeMessages((message) => {
    if (message.type === 'unread-count') applyUnreadCount(message.unreadCount);
    if (message.type !== 'notification') return;
    for (const listener of arrivalListeners) listener(message.notification);
    if (message.unreadCount) applyUnreadCount(message.unreadCount);
    toastFor(message.notification);
  });
  return () => {
    clearInterval(timer);
    stopStatus();
    stopMessages();
  };
}

/** Keeps the inbox state running while the calling component is mounted. */
export function useInboxStarted(): void {
  useEffect(() => {
    users += 1;
    if (users === 1) stop = start();
    return () => {
      users -= 1;
      if (users === 0) {
        stop?.();
        stop = undefined;
        // Sequences are per user: the next user to sign in in this tab starts afresh.
        unread = null;
      }
    };
  }, []);
}

/**
 * The unread count (0 until one is known): the server's, less the reads this device made offline
 * and has not sent yet (the server's answer to each replaces it).
 */
export function useUnreadCount(): number {
  const pendingReads = usePendingReads();
  const count = useSyncExternalStore(
    (listener) => {
      countListeners.add(listener);
      return () => countListeners.delete(listener);
    },
    () => unread?.count ?? 0,
  );
  return Math.max(0, count - pendingReads);
}
