import { useEffect } from 'react';
import { flushOutbox } from '../../../data/outbox';
import { type OutboxItem } from '../../../data/outbox-db';
import { wakeAt } from '../../../data/outbox-state';

/** setTimeout fires at once beyond this (a signed 32-bit count of ms, about 24 days). */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * The page's share of the outbox flush (DESIGN.md decision 4), for browsers without Background
 * Sync and for retries the server timed: everything that may go on start and on `online`, and
 * each waiting item when its retry falls due (re-planned whenever the items change).
 */
export function useOutboxFlush(items: OutboxItem[] | undefined) {
  useEffect(() => {
    const flush = () => void flushOutbox('reconnected');
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);

  const nextWake = Math.min(
    ...(items ?? []).map((item) => wakeAt(item.state) ?? Number.POSITIVE_INFINITY),
  );
  useEffect(() => {
    if (!Number.isFinite(nextWake)) return;
    // Offline, the `online` event takes over; the flush finds the item due by then.
    const timer = setTimeout(
      () => navigator.onLine && void flushOutbox('scheduled'),
      Math.min(Math.max(0, nextWake - Date.now()), MAX_TIMER_DELAY_MS),
    );
    return () => clearTimeout(timer);
  }, [nextWake]);
}
