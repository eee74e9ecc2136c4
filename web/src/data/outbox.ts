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
import {
  isDue,
  queued,
  startSending,
  systemClock,
  type FlushReason,
  type OutboxClock,
} from './outbox-state';
import { sendClaimed, tryOutboxItem } from './outbox-try';

export const OUTBOX_SYNC_TAG = 'leads-outbox';

/** How a send from a form ended, for the form to show. */
export type SubmitResult =
  | { type: 'delivered'; referenceId: string }
  /** Saved for later; `retryAt` when the server asked to wait until then (busy, rate limit). */
  | { type: 'queued'; key: string; retryAt?: number }
  /** The content (or the visitor's bot-check token) was refused: the form shows why. */
  | { type: 'rejected'; message: string; fieldIssues: FieldIssue[] };

/**
 * Saves a validated submission and, online, sends it at once with the widget's `proof`: saved
 * already claimed, so no flush sends it meanwhile, and a closed tab leaves it to a later flush.
 * Delivered or refused, it leaves the outbox again: the form in front of the visitor shows the
 * reference, or the messages beside the data they typed.
 */
export async function submitLead(
  kind: SubmissionKind,
  body: Record<string, unknown>,
  proof?: string,
  clock: OutboxClock = systemClock,
): Promise<SubmitResult> {
  const key = crypto.randomUUID();
  const now = clock.now();
  const item: OutboxItem = { key, idempotencyKey: key, kind, body, createdAt: now, ...queued() };
  const result = await saveAndSend({ ...item, ...claimedNow(item, now) }, proof, clock);
  if (result.type !== 'queued') await outboxDb.items.delete(key);
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
  const now = clock.now();
  const createdAt = (await outboxDb.items.get(key))?.createdAt ?? now;
  const item: OutboxItem = {
    key,
    idempotencyKey: crypto.randomUUID(),
    kind,
    body,
    createdAt,
    ...queued(),
  };
  return saveAndSend({ ...item, ...claimedNow(item, now) }, proof, clock);
}

/**
 * Tries every item that is due for `reason`, one after the other; safe to run concurrently.
 * Answers whether some item still waits for a retry time, which only a later flush can meet.
 */
export async function flushOutbox(
  reason: FlushReason = 'scheduled',
  clock: OutboxClock = systemClock,
): Promise<boolean> {
  const due = (state: OutboxItem['state']) => isDue(state, clock.now(), reason);
  const items = await outboxDb.items.orderBy('createdAt').toArray();
  let waiting = false;
  for (const item of items) {
    const left = due(item.state) ? await tryOutboxItem(item.key, due, clock) : item;
    waiting ||= left?.state.status === 'waiting-retry';
  }
  return waiting;
}

/** Sends a `needs-check` item with the reCAPTCHA token the visitor just made for it. */
export async function sendOutboxItem(key: string, token: string): Promise<void> {
  await tryOutboxItem(key, (state) => state.status === 'needs-check', systemClock, token);
}

/** Forgets an item the visitor has seen delivered, or chose to discard. */
export function dismissOutboxItem(key: string): Promise<void> {
  return outboxDb.items.delete(key);
}

/** Online, the form's own try claims the item as it is saved; offline it is saved to wait. */
function claimedNow(item: OutboxItem, now: number): Partial<OutboxItem> {
  return navigator.onLine ? startSending(item, now) : {};
}

async function saveAndSend(
  item: OutboxItem,
  proof: string | undefined,
  clock: OutboxClock,
): Promise<SubmitResult> {
  await outboxDb.items.put(item);
  const left = item.state.status === 'sending' ? await sendClaimed(item, clock, proof) : item;
  const result = formResultOf(item.key, left);
  if (result.type === 'queued') await requestBackgroundSync();
  return result;
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
