/**
 * The app's toasts (spec §9): TOAST_LIMIT shown at a time, the rest waiting in order behind them;
 * each shown toast closes itself after TOAST_DURATION_MS unless closed earlier. Any component can
 * `showToast`; the layouts render `ToastViewport`.
 */
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../../shared/constants';
import { emptyToastQueue, enqueueToast, removeToast, type ToastQueue } from './toast-queue';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

let queue: ToastQueue<Toast> = emptyToastQueue();
let nextId = 1;
const listeners = new Set<() => void>();
/** The display timers of the shown toasts: a toast's time starts when it is shown, not queued. */
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function update(next: ToastQueue<Toast>): void {
  if (next === queue) return;
  queue = next;
  for (const { id } of queue.shown) {
    if (!timers.has(id))
      timers.set(
        id,
        setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
      );
  }
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<Toast, 'id'>): void {
  update(enqueueToast(queue, { ...toast, id: nextId++ }, TOAST_LIMIT));
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  update(removeToast(queue, id, TOAST_LIMIT));
}

/** The toasts on screen now. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue.shown,
  );
}
