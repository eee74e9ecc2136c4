import { emptyToastQueue, enqueueToast, removeToast, type ToastQueue } from './toast-queue';

const toast = (id: number) => ({ id });
const ids = (queue: ToastQueue<{ id: number }>) => ({
  shown: queue.shown.map((item) => item.id),
  waiting: queue.waiting.map((item) => item.id),
});

describe('toast queue', () => {
  it('shows a toast at once when there is room', () => {
    expect(ids(enqueueToast(emptyToastQueue(), toast(1), 1))).toEqual({ shown: [1], waiting: [] });
  });

  it('makes later toasts wait, in order, behind the one shown', () => {
    let queue = emptyToastQueue<{ id: number }>();
    for (const id of [1, 2, 3]) queue = enqueueToast(queue, toast(id), 1);
    expect(ids(queue)).toEqual({ shown: [1], waiting: [2, 3] });
  });

  it('shows the oldest waiting toast when the shown one is removed', () => {
    let queue = emptyToastQueue<{ id: number }>();
    for (const id of [1, 2, 3]) queue = enqueueToast(queue, toast(id), 1);
    queue = removeToast(queue, 1, 1);
    expect(ids(queue)).toEqual({ shown: [2], waiting: [3] });
    queue = removeToast(removeToast(queue, 2, 1), 3, 1);
    expect(ids(queue)).toEqual({ shown: [], waiting: [] });
  });

  it('drops a waiting toast without touching the shown one', () => {
    let queue = emptyToastQueue<{ id: number }>();
    for (const id of [1, 2, 3]) queue = enqueueToast(queue, toast(id), 1);
    expect(ids(removeToast(queue, 2, 1))).toEqual({ shown: [1], waiting: [3] });
  });

  it('answers the same queue for an id it does not hold', () => {
    const queue = enqueueToast(emptyToastQueue(), toast(1), 1);
    expect(removeToast(queue, 42, 1)).toBe(queue);
  });

  it('shows as many at once as the limit allows', () => {
    let queue = emptyToastQueue<{ id: number }>();
    for (const id of [1, 2, 3]) queue = enqueueToast(queue, toast(id), 2);
    expect(ids(queue)).toEqual({ shown: [1, 2], waiting: [3] });
  });
});
