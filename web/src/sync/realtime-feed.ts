/**
 * The tab's real-time feed: what its one notifications socket (realtime-socket.ts, run by the
 * sync engine) receives and how the connection stands, for any screen to follow without owning
 * a socket. Kept free of the engine and of zod, so the dashboard reads it without loading RxDB.
 */
import { type RealtimeMessage } from '../../../shared/realtime/realtime-messages';

/**
 * Spec §4 states of the connection, and §8's real-time errors: `error` after a failure while
 * connected or an error message from the server, `retrying` after a failed attempt that will be
 * retried, `failed` once the attempts are spent.
 */
export type RealtimeStatus =
  'idle' | 'connecting' | 'connected' | 'disconnected' | 'error' | 'retrying' | 'failed';

type MessageListener = (message: RealtimeMessage) => void;

const messageListeners = new Set<MessageListener>();
const statusListeners = new Set<() => void>();
let status: RealtimeStatus = 'idle';

export function publishRealtimeMessage(message: RealtimeMessage): void {
  for (const listener of messageListeners) listener(message);
}

export function publishRealtimeStatus(next: RealtimeStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener();
}

/** Calls `listener` with every message the socket receives from now on. */
export function subscribeRealtimeMessages(listener: MessageListener): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

export function realtimeStatus(): RealtimeStatus {
  return status;
}

export function subscribeRealtimeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
