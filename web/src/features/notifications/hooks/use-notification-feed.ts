import { useEffect, useRef, useState } from 'react';
import { type NotificationFilters } from '../../../../../shared/notifications/notification-api';
import { type AppNotification } from '../../../../../shared/realtime/notification';
import { fetchPage } from '../api/notifications-api';
import {
  subscribeArrivals,
  subscribeReadChanges,
  subscribeReconnects,
} from '../notification-inbox-store';
import { matchesFilters, withArrival, withCaughtUp, withReadChange } from '../notification-list';

export interface NotificationFeed {
  status: 'loading' | 'ready' | 'failed';
  items: AppNotification[];
  total: number;
  hasMore: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The last further page failed (the list stays; "Load more" tries again). */
  moreFailed: boolean;
  loadMore(): void;
  retry(): void;
}

interface FeedState {
  /** The filters and attempt this state was loaded for. */
  key: string;
  status: 'ready' | 'failed';
  items: AppNotification[];
  total: number;
  nextCursor: string | null;
  loadingMore: boolean;
  moreFailed: boolean;
}

const settled = (key: string, status: FeedState['status']): FeedState => ({
  key,
  status,
  items: [],
  total: 0,
  nextCursor: null,
  loadingMore: false,
  moreFailed: false,
});

/**
 * The notifications page's infinite list (spec §3 'Infinite page', §9 pages of 20): the first
 * page for `filters`, further pages from `nextCursor`, arrivals from the socket on top, what
 * the socket missed while it was away (the first page again, once it connects), and read
 * changes from anywhere in the tab. While the first page of new filters loads, the list
 * is `loading` again; it loads again when the browser comes back online.
 */
export function useNotificationFeed(
  filters: NotificationFilters,
  online: boolean,
): NotificationFeed {
  const [attempt, setAttempt] = useState(0);
  const filtersKey = JSON.stringify(filters);
  // Back online, the list loads again from the server.
  const key = `${filtersKey}#${attempt}#${online}`;
  const [state, setState] = useState<FeedState | null>(null);
  // The key on screen, for answers of further pages to know whether they still belong.
  const shownKey = useRef(key);
  const loadingMore = useRef(false);
  useEffect(() => {
    shownKey.current = key;
  }, [key]);

  useEffect(() => {
    const controller = new AbortController();
    // Arrivals while the first page is on its way: it may or may not hold them.
    let early: AppNotification[] | null = [];
    const stopArrivals = subscribeArrivals((arrival) => {
      if (!matchesFilters(arrival, filters)) return;
      if (early) {
        early.push(arrival);
        return;
      }
      setState((previous) =>
        previous?.key !== key || previous.status !== 'ready'
          ? previous
          : { ...previous, items: withArrival(previous.items, arrival), total: previous.total + 1 },
      );
    });
    // A connection made while the first page is on its way: that page may predate what it missed.
    let catchUpAfterFirstPage = false;
    const catchUp = () => {
      if (early) {
        catchUpAfterFirstPage = true;
        return;
      }
      fetchPage(filters, null, controller.signal).then(
        (page) =>
          setState((previous) =>
            previous?.key !== key || previous.status !== 'ready'
              ? previous
              : {
                  ...previous,
                  items: withCaughtUp(previous.items, page.notifications),
                  total: page.total,
                },
          ),
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn('[notifications] no catch-up', error);
        },
      );
    };
    const stopReconnects = subscribeReconnects(catchUp);
    fetchPage(filters, null, controller.signal).then(
      (page) => {
        let items = page.notifications;
        let total = page.total;
        for (const arrival of early ?? []) {
          if (items.some((item) => item.id === arrival.id)) continue;
          items = withArrival(items, arrival);
          total += 1;
        }
        early = null;
        setState({ ...settled(key, 'ready'), items, total, nextCursor: page.nextCursor });
        if (catchUpAfterFirstPage) catchUp();
      },
      (error: unknown) => {
        early = null;
        if (controller.signal.aborted) return;
        console.warn('[notifications] the list did not load', error);
        setState(settled(key, 'failed'));
      },
    );
    return () => {
      controller.abort();
      stopArrivals();
      stopReconnects();
    };
    // `key` names the filters, the attempt and the network.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(
    () =>
      subscribeReadChanges((change) =>
        setState((previous) =>
          previous ? { ...previous, items: withReadChange(previous.items, change) } : previous,
        ),
      ),
    [],
  );

  const current = state?.key === key ? state : null;

  const loadMore = () => {
    if (current?.status !== 'ready' || current.nextCursor === null || loadingMore.current) return;
    loadingMore.current = true;
    setState({ ...current, loadingMore: true, moreFailed: false });
    fetchPage(filters, current.nextCursor)
      .then(
        (page) =>
          setState((previous) => {
            // The filters changed meanwhile: this page belongs to the old list.
            if (!previous || previous.key !== key || shownKey.current !== key) return previous;
            const known = new Set(previous.items.map((item) => item.id));
            return {
              ...previous,
              items: [
                ...previous.items,
                ...page.notifications.filter((item) => !known.has(item.id)),
              ],
              total: page.total,
              nextCursor: page.nextCursor,
              loadingMore: false,
            };
          }),
        (error: unknown) => {
          console.warn('[notifications] a further page did not load', error);
          setState((previous) =>
            previous ? { ...previous, loadingMore: false, moreFailed: true } : previous,
          );
        },
      )
      .finally(() => {
        loadingMore.current = false;
      });
  };

  return {
    status: current?.status ?? 'loading',
    items: current?.items ?? [],
    total: current?.total ?? 0,
    hasMore: current?.nextCursor != null,
    loadingMore: current?.loadingMore ?? false,
    moreFailed: current?.moreFailed ?? false,
    loadMore,
    retry: () => setAttempt((value) => value + 1),
  };
}
