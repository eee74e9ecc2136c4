/**
 * The toast queue's rule, pure (spec §9: TOAST_LIMIT toasts shown at a time): a new toast is shown
 * when there is room, else it waits; closing a shown toast lets the oldest waiting one in.
 */
export interface ToastQueue<T extends { id: number }> {
  shown: readonly T[];
  waiting: readonly T[];
}

export function emptyToastQueue<T extends { id: number }>(): ToastQueue<T> {
  return { shown: [], waiting: [] };
}

/** Moves the oldest waiting toasts into the free places. */
function fill<T extends { id: number }>(shown: readonly T[], waiting: readonly T[], limit: number) {
  const free = Math.max(0, limit - shown.length);
  return { shown: [...shown, ...waiting.slice(0, free)], waiting: waiting.slice(free) };
}

export function enqueueToast<T extends { id: number }>(
  queue: ToastQueue<T>,
  toast: T,
  limit: number,
): ToastQueue<T> {
  return fill(queue.shown, [...queue.waiting, toast], limit);
}

/** Takes a toast out, shown or still waiting; an unknown id changes nothing. */
export function removeToast<T extends { id: number }>(
  queue: ToastQueue<T>,
  id: number,
  limit: number,
): ToastQueue<T> {
  const isOther = (toast: T) => toast.id !== id;
  if (queue.shown.every(isOther) && queue.waiting.every(isOther)) return queue;
  return fill(queue.shown.filter(isOther), queue.waiting.filter(isOther), limit);
}
