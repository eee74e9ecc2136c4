/**
 * Queues analytics events in IndexedDB and sends them in batches to /analytics-api (issue 13
 * item 7). Loaded only after the visitor allowed analytics (./analytics-tracking.ts). Events sent
 * carry no personal data and the consent flag the server requires; a batch keeps its id until a
 * 2xx, so a batch whose answer was lost is counted once; a refused batch (4xx but 429) is dropped,
 * as sending it again cannot change the answer.
 */
import {
  ANALYTICS_MAX_BATCH,
  ANALYTICS_PATHS,
  type FunnelStep,
  type TimedAnalyticsEvent,
  type TrackedEvent,
} from '../../../../shared/analytics/analytics-events';
import { analyticsDb } from './analytics-db';

/** Events are gathered this long after the last one before a batch leaves. */
const SEND_DELAY_MS = 2_000;
/** After a failed send (offline, busy server), the next try at the latest. */
const RETRY_DELAY_MS = 60_000;
const VISIT_KEY = 'analyticsVisit';
const FUNNEL_KEY = 'analyticsFunnel';

let timer: number | undefined;
let sending: Promise<void> | undefined;
let running = false;

export function start(): void {
  running = true;
  window.addEventListener('online', sendSoon);
  document.addEventListener('visibilitychange', sendWhenHidden);
  sendSoon();
}

/** The visitor withdrew their consent: nothing more is sent, and nothing queued stays. */
export async function stop(): Promise<void> {
  running = false;
  window.clearTimeout(timer);
  window.removeEventListener('online', sendSoon);
  document.removeEventListener('visibilitychange', sendWhenHidden);
  await sending;
  await analyticsDb.transaction('rw', analyticsDb.events, analyticsDb.batches, async () => {
    await analyticsDb.events.clear();
    await analyticsDb.batches.clear();
  });
}

export function enqueue(tracked: TrackedEvent & { at: string }): void {
  if (!running) return;
  const events = withVisitFacts(tracked);
  void analyticsDb.events
    .bulkAdd(events.map((event) => ({ event })))
    .then(sendSoon, (error: unknown) => console.error('[analytics] could not queue', error));
}

/** The page view that opens a tab's session starts a visit; funnel steps count once per visit. */
function withVisitFacts(tracked: TrackedEvent & { at: string }): TimedAnalyticsEvent[] {
  if (tracked.type === 'pageView') {
    const sessionStart = sessionStorage.getItem(VISIT_KEY) === null;
    if (sessionStart) sessionStorage.setItem(VISIT_KEY, '1');
    return [{ ...tracked, sessionStart }];
  }
  const step = funnelStepOf(tracked.type);
  return step && reachFunnelStep(step)
    ? [tracked, { type: 'funnel', step, at: tracked.at }]
    : [tracked];
}

function funnelStepOf(type: TrackedEvent['type']): FunnelStep | undefined {
  if (type === 'search') return 'search';
  if (type === 'programmeView') return 'programmeView';
  if (type === 'lead') return 'lead';
  return undefined;
}

/** Whether this visit just reached `step`: the first time, and only after the step before it. */
function reachFunnelStep(step: FunnelStep): boolean {
  const order: FunnelStep[] = ['search', 'programmeView', 'lead'];
  const reached = Number(sessionStorage.getItem(FUNNEL_KEY) ?? '0');
  if (order.indexOf(step) !== reached) return false;
  sessionStorage.setItem(FUNNEL_KEY, String(reached + 1));
  return true;
}

function sendSoon(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => void sendAll(), SEND_DELAY_MS);
}

function sendWhenHidden(): void {
  if (document.visibilityState === 'hidden') void sendAll();
}

/** Sends every queued batch, one at a time; one run at a time. */
function sendAll(): Promise<void> {
  sending ??= sendBatches().finally(() => (sending = undefined));
  return sending;
}

async function sendBatches(): Promise<void> {
  while (running) {
    const batch = await nextBatch();
    if (!batch) return;
    const delivered = await send(batch.batchId, batch.events);
    if (delivered === 'later') {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void sendAll(), RETRY_DELAY_MS);
      return;
    }
    await analyticsDb.batches.delete(batch.batchId);
  }
}

/** The batch already cut (its id kept from a failed send), else a new one of the oldest events. */
function nextBatch() {
  return analyticsDb.transaction('rw', analyticsDb.events, analyticsDb.batches, async () => {
    const open = await analyticsDb.batches.toCollection().first();
    if (open) return open;
    const queued = await analyticsDb.events.orderBy('id').limit(ANALYTICS_MAX_BATCH).toArray();
    if (queued.length === 0) return undefined;
    const batch = { batchId: crypto.randomUUID(), events: queued.map(({ event }) => event) };
    await analyticsDb.batches.add(batch);
    await analyticsDb.events.bulkDelete(queued.map(({ id }) => id!));
    return batch;
  });
}

async function send(batchId: string, events: TimedAnalyticsEvent[]): Promise<'done' | 'later'> {
  try {
    const response = await fetch(ANALYTICS_PATHS.events, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ batchId, consent: { analytics: true }, events }),
      // Lets a batch sent as the tab closes still leave.
      keepalive: true,
    });
    if (response.ok) return 'done';
    if (response.status === 429 || response.status >= 500) return 'later';
    console.error(`[analytics] a batch was refused (${response.status}) and dropped`);
    return 'done';
  } catch {
    return 'later'; // offline: the batch waits
  }
}
