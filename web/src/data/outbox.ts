/**
 * Sends visitor submissions exactly once, online or not (DESIGN.md decision 4). `submitLead`
 * tries at once; when offline, or on a network error or 5xx, the item waits in the outbox and is
 * sent later: by the service worker on Background Sync's `sync` event, and by the page on start,
 * on `online` and from the indicator's "send now" — with exponential backoff between attempts.
 * A 4xx keeps the item as `rejected` for the visitor to fix or discard; only a 2xx delivers it.
 */
import { type SubmissionKind } from '../../../shared/leads/submission';
import { solveBotProof } from './bot-proof';
import { outboxRetryDelayMs } from './outbox-backoff';
import { outboxDb, type OutboxItem } from './outbox-db';
import { sendSubmission, type SendOutcome } from './outbox-send';

export const OUTBOX_SYNC_TAG = 'leads-outbox';

export type SubmitResult =
  | { type: 'delivered'; referenceId: string }
  | { type: 'queued'; key: string }
  | { type: 'rejected'; message: string; details: unknown };

/** Sends a validated submission now, or queues it when that is not possible. */
export async function submitLead(
  kind: SubmissionKind,
  body: Record<string, unknown>,
  proof?: string,
): Promise<SubmitResult> {
  const key = crypto.randomUUID();
  const outcome = navigator.onLine
    ? await attempt(kind, key, body, proof)
    : { type: 'retry' as const };
  if (outcome.type !== 'retry') return outcome;
  const now = Date.now();
  await outboxDb.items.put({
    key,
    kind,
    body,
    status: 'waiting',
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
  });
  await requestBackgroundSync();
  return { type: 'queued', key };
}

/** Tries every waiting item that is due (all of them with `force`); safe to call concurrently. */
export async function flushOutbox({ force = false } = {}): Promise<void> {
  const now = Date.now();
  const waiting = await outboxDb.items.where('status').equals('waiting').toArray();
  for (const item of waiting) {
    if (!force && item.nextAttemptAt > now) continue;
    await deliver(item);
  }
}

async function deliver(item: OutboxItem): Promise<void> {
  const outcome = await attempt(item.kind, item.key, item.body);
  if (outcome.type === 'delivered') {
    await outboxDb.items.update(item.key, {
      status: 'delivered',
      referenceId: outcome.referenceId,
    });
  } else if (outcome.type === 'rejected') {
    await outboxDb.items.update(item.key, { status: 'rejected', error: outcome.message });
  } else {
    const attempts = item.attempts + 1;
    await outboxDb.items.update(item.key, {
      attempts,
      nextAttemptAt: Date.now() + outboxRetryDelayMs(attempts),
    });
  }
}

async function attempt(
  kind: SubmissionKind,
  key: string,
  body: Record<string, unknown>,
  proof?: string,
): Promise<SendOutcome> {
  let botProof = proof;
  if (!botProof) {
    try {
      botProof = await solveBotProof();
    } catch {
      return { type: 'retry' };
    }
  }
  return sendSubmission(kind, key, body, botProof);
}

/** Asks the service worker for a `sync` event once online (Chromium); a no-op elsewhere. */
async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/** Forgets an item the visitor has seen delivered, or chose to discard. */
export function dismissOutboxItem(key: string): Promise<void> {
  return outboxDb.items.delete(key);
}
