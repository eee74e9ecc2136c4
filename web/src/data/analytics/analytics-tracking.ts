/**
 * The pages' side of analytics (issue 13 item 7): events are reported here and dropped unless
 * the visitor allowed analytics cookies. The entry loads this module only once they have
 * (web/src/main.tsx), so it is no part of the first visit; the client that queues and sends the
 * events (./analytics-client.ts, its own chunk) then loads when the browser is idle, and events
 * reported meanwhile wait in memory.
 */
import { type TrackedEvent } from '../../../../shared/analytics/analytics-events';
import { afterLoadWhenIdle } from '../../lib/after-load';
import type * as AnalyticsClient from './analytics-client';

type TimedEvent = TrackedEvent & { at: string };

/** Events kept while the client loads; a page never reports this many before it is there. */
const MAX_WAITING = 200;

let allowed = false;
let waiting: TimedEvent[] = [];
let client: typeof AnalyticsClient | undefined;

/** Reports `event`, which is counted only with the visitor's analytics consent. */
export function trackEvent(event: TrackedEvent): void {
  if (!allowed) return;
  const timed = { ...event, at: new Date().toISOString() };
  if (client) client.enqueue(timed);
  else if (waiting.length < MAX_WAITING) waiting.push(timed);
}

/**
 * Follows the visitor's analytics consent (`isAllowed`, re-read on every `subscribe` call): loads
 * the client when analytics are allowed, stops it and empties its queue when withdrawn.
 */
export function startAnalytics(
  isAllowed: () => boolean,
  subscribe: (listener: () => void) => () => void,
): () => void {
  const follow = () => {
    const now = isAllowed();
    if (now === allowed) return;
    allowed = now;
    if (allowed) {
      afterLoadWhenIdle(0, () => void load());
    } else {
      waiting = [];
      void client?.stop();
    }
  };
  follow();
  return subscribe(follow);
}

async function load(): Promise<void> {
  try {
    const loaded = await import('./analytics-client');
    if (!allowed) return;
    client = loaded;
    client.start();
    for (const event of waiting) client.enqueue(event);
    waiting = [];
  } catch (error) {
    console.error('[analytics] the client could not be loaded', error);
  }
}

interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Reports every change of page (not of its query string or hash), and the current page with
 * `countCurrentPage` (false when the visitor consented on it: it was seen before they did).
 */
export function trackPageViews(
  router: RouterLike,
  { countCurrentPage }: { countCurrentPage: boolean },
): () => void {
  let path = router.state.location.pathname;
  if (countCurrentPage) trackEvent({ type: 'pageView', path });
  return router.subscribe(({ location }) => {
    if (location.pathname === path) return;
    path = location.pathname;
    trackEvent({ type: 'pageView', path });
  });
}
