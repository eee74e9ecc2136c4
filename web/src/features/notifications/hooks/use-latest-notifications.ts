import { useEffect, useState } from 'react';
import { NOTIFICATION_BELL_ITEMS } from '../../../../../shared/constants';
import { type AppNotification } from '../../../../../shared/realtime/notification';
import { fetchLatest } from '../api/notifications-api';
import { subscribeArrivals, subscribeReadChanges } from '../notification-inbox-store';
import { withArrival, withReadChange } from '../notification-list';

export type LatestNotifications =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: AppNotification[] };

/**
 * The bell's dropdown (spec §9: the latest 5), loaded when the menu mounts (each time it opens),
 * with arrivals on top and read changes applied while it is open.
 */
export function useLatestNotifications(): LatestNotifications {
  const [latest, setLatest] = useState<LatestNotifications>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    // Arrivals while the list is on its way: it may or may not hold them.
    let early: AppNotification[] | null = [];
    const top = (items: AppNotification[], arrivals: readonly AppNotification[]) =>
      arrivals.reduce(withArrival, items).slice(0, NOTIFICATION_BELL_ITEMS);
    fetchLatest(NOTIFICATION_BELL_ITEMS, controller.signal).then(
      (items) => {
        const arrivals = early ?? [];
        early = null;
        setLatest({ status: 'ready', items: top(items, arrivals) });
      },
      (error: unknown) => {
        early = null;
        if (controller.signal.aborted) return;
        console.warn('[notifications] the latest notifications did not load', error);
        setLatest({ status: 'failed' });
      },
    );
    const update = (change: (items: AppNotification[]) => AppNotification[]) =>
      setLatest((previous) =>
        previous.status === 'ready' ? { status: 'ready', items: change(previous.items) } : previous,
      );
    const stopArrivals = subscribeArrivals((arrival) => {
      if (early) early.push(arrival);
      else update((items) => top(items, [arrival]));
    });
    const stopReads = subscribeReadChanges((change) =>
      update((items) => withReadChange(items, change)),
    );
    return () => {
      controller.abort();
      stopArrivals();
      stopReads();
    };
  }, []);
  return latest;
}
