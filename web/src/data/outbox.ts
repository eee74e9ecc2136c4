/**
 * Sends visitor submissions exactly once, online or not (DESIGN.md decision 4). `submitLead`
 * tries at once; when offline, or on a network error or 5xx, the item waits in the outbox and is
 * sent later: by the service worker on Background Sync's `sync` event, and by the page on start,
 * on `online` and from the indicator's "send now" — with exponential backoff between attempts.
 * A 4xx keeps the item as `rejected` for the visitor to fix or discard; only a 2xx delivers it.
 * Each attempt carries a fresh bot-check proof (ALTCHA, solved here); in reCAPTCHA mode the item
 * waits as `needsCheck` until the visitor ticks the box and `sendOutboxItem` gets the token.
 */
import { LEAD_MESSAGES } from '../../../shared/leads/lead-messages';
import { type SubmissionKind } from '../../../shared/leads/submission';
import { automaticBotProof } from './bot-proof';
import { outboxRetryDelayMs } from './outbox-backoff';
import { outboxDb, PENDING_STATUSES, type OutboxItem } from './outbox-db';
import { sendSubmission, type SendOutcome } from './outbox-send';

export const OUTBOX_SYNC_TAG = 'leads-outbox';

export type SubmitResult =
  | { type: 'delivered'; referenceId: string }
  | { type: 'queued'; key: string }
  | { type: 'rejected'; message: string; details: unknown };

/** What one attempt came to: a send outcome, or no proof without the visitor (reCAPTCHA). */
type AttemptOutcome = SendOutcome | { type: 'needsCheck' };

/**
 * Sends a validated submission now with the widget's `proof`, or queues it when that is not
 * possible (offline, network error, 5xx); the queued body keeps no proof, a fresh one is made per
 * attempt.
 */
export async function submitLead(
  kind: SubmissionKind,
  body: Record<string, unknown>,
  proof?: string,
): Promise<SubmitResult> {
  const key = crypto.randomUUID();
  const outcome: AttemptOutcome = navigator.onLine
    ? await attempt(kind, key, body, proof)
    : { type: 'retry' };
  if (outcome.type === 'delivered' || outcome.type === 'rejected') return outcome;
  const now = Date.now();
  await outboxDb.items.put({
    key,
    kind,
    body,
    status: outcome.type === 'needsCheck' ? 'needsCheck' : 'waiting',
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
  });
  await requestBackgroundSync();
  return { type: 'queued', key };
}

/** Tries every pending item that is due (all of them with `force`); safe to call concurrently. */
export async function flushOutbox({ force = false } = {}): Promise<void> {
  const now = Date.now();
  const pending = await outboxDb.items.where('status').anyOf(PENDING_STATUSES).toArray();
  for (const item of pending) {
    if (!force && item.nextAttemptAt > now) continue;
    await deliver(item);
  }
}

/** Sends a pending item with the reCAPTCHA token the visitor just made for it. */
export async function sendOutboxItem(key: string, proof: string): Promise<void> {
  const item = await outboxDb.items.get(key);
  if (item && PENDING_STATUSES.includes(item.status)) await deliver(item, proof);
}

async function deliver(item: OutboxItem, proof?: string): Promise<void> {
  const outcome = await attempt(item.kind, item.key, item.body, proof);
  if (outcome.type === 'needsCheck') {
    await outboxDb.items.update(item.key, { status: 'needsCheck' });
  } else if (outcome.type === 'delivered') {
    await outboxDb.items.update(item.key, {
      status: 'delivered',
      referenceId: outcome.referenceId,
    });
  } else if (outcome.type === 'rejected' && !isBotCheckRefusal(outcome.message)) {
    await outboxDb.items.update(item.key, { status: 'rejected', error: outcome.message });
  } else {
    // A refused proof (expired on the way, token timed out) says nothing about the content: the
    // item stays pending and the next attempt brings a fresh proof.
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
): Promise<AttemptOutcome> {
  if (proof) return sendSubmission(kind, key, body, proof);
  let botProof: string | null;
  try {
    botProof = await automaticBotProof();
  } catch {
    return { type: 'retry' };
  }
  if (botProof === null) return { type: 'needsCheck' };
  return sendSubmission(kind, key, body, botProof);
}

function isBotCheckRefusal(message: string): boolean {
  return message === LEAD_MESSAGES.botCheckFailed || message === LEAD_MESSAGES.botCheckMissing;
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
