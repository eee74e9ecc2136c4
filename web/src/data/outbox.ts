/**
 * Sends visitor submissions exactly once, online or not (DESIGN.md decision 4). Every submission
 * is saved in the outbox before its first try, so a closed tab loses nothing; the state machine
 * (outbox-state.ts) decides what each answer means. Items waiting for the network or a busy server
 * are sent later: by the service worker on Background Sync's `sync` event, and by the page on
 * start, on `online`, when a retry falls due and from the indicator's "send now". An item whose
 * content the server refused waits for the visitor to fix and resend it, or to discard it.
 */
import { type FieldIssue } from '../../../shared/errors/api-error';
import { type SubmissionKind } from '../../../shared/leads/submission';
import { outboxDb, type OutboxItem } from './outbox-db';
import { isDue, queued, systemClock, type FlushReason, type OutboxClock } from './outbox-state';
import { tryOutboxItem } from './outbox-try';

export const OUTBOX_SYNC_TAG = 'leads-outbox';

/** How a send from a form ended, for the form to show. */
export type SubmitResult =
  | { type: 'delivered'; referenceId: string }
  /** Saved for later; `retryAt` when the server asked to wait until then (busy, rate limit). */
  | { type: 'queued'; key: string; retryAt?: number }
  /** The content (or the visitor's bot-check token) was refused: the form shows why. */
  | { type: 'rejected'; message: string; fieldIssues: FieldIssue[] };

/**
 * Saves a validated submission and sends it now with the widget's `proof` when online. Delivered
 * or refused, it leaves the outbox again: the form in front of the visitor shows the reference,
 * or the messages beside the data they typed.
 */
export async function submitLead(
  kind: SubmissionKind,
  body: Record<string, unknown>,
  proof?: string,
  clock: OutboxClock = systemClock,
): Promise<SubmitResult> {
  const key = crypto.randomUUID();
  await outboxDb.items.add({
    key,
    idempotencyKey: key,
    kind,
    body,
    createdAt: clock.now(),
    ...queued(),
  });
  const result = formResultOf(key, await sendFromForm(key, proof, clock));
  if (result.type === 'queued') await requestBackgroundSync();
  else await outboxDb.items.delete(key);
  return result;
}

/**
 * Sends an item the visitor fixed (from the outbox's "fix and resend"), as new content under a
 * new Idempotency-Key; it stays in the outbox, delivered or refused again, until they hide it.
 */
export async function resendOutboxItem(
  key: string,
  kind: SubmissionKind,
  body: Record<string, unknown>,
  proof?: string,
  clock: OutboxClock = systemClock,
): Promise<SubmitResult> {
  await outboxDb.transaction('rw', outboxDb.items, async () => {
    const createdAt = (await outboxDb.items.get(key))?.createdAt ?? clock.now();
    const idempotencyKey = crypto.randomUUID();
    await outboxDb.items.put({ key, idempotencyKey, kind, body, createdAt, ...queued() });
  });
  const result = formResultOf(key, await sendFromForm(key, proof, clock));
  if (result.type === 'queued') await requestBackgroundSync();
  return result;
}

/** Tries every item that is due for `reason`, one after the other; safe to run concurrently. */
export async function flushOutbox(
  reason: FlushReason = 'scheduled',
  clock: OutboxClock = systemClock,
): Promise<void> {
  const due = (state: OutboxItem['state']) => isDue(state, clock.now(), reason);
  const items = await outboxDb.items.orderBy('createdAt').toArray();
  for (const item of items) {
    if (due(item.state)) await tryOutboxItem(item.key, due, clock);
  }
}

/** Sends a `needs-check` item with the reCAPTCHA token the visitor just made for it. */
export async function sendOutboxItem(key: string, token: string): Promise<void> {
  await tryOutboxItem(key, (state) => state.status === 'needs-check', systemClock, token);
}

/** Forgets an item the visitor has seen delivered, or chose to discard. */
export function dismissOutboxItem(key: string): Promise<void> {
  return outboxDb.items.delete(key);
}

/** Tries a freshly saved item at once when online; offline it simply waits. */
async function sendFromForm(
  key: string,
  proof: string | undefined,
  clock: OutboxClock,
): Promise<OutboxItem | undefined> {
  if (!navigator.onLine) return outboxDb.items.get(key);
  return tryOutboxItem(key, (state) => state.status === 'queued', clock, proof);
}

function formResultOf(key: string, item: OutboxItem | undefined): SubmitResult {
  const state = item?.state;
  if (state?.status === 'delivered') return { type: 'delivered', referenceId: state.referenceId };
  if (state?.status === 'needs-fix') return { type: 'rejected', ...state };
  if (state?.status === 'needs-check' && state.message) {
    return { type: 'rejected', message: state.message, fieldIssues: [] };
  }
  const retryAt =
    state?.status === 'waiting-retry' && state.after === 'server' ? state.at : undefined;
  return { type: 'queued', key, retryAt };
}

/** Asks the service worker for a `sync` event once online (Chromium); a no-op elsewhere. */
async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}
