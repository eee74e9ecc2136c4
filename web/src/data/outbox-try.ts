/**
 * One try of one outbox item, shared by the page and the service worker: claim it (so the two
 * never send it at the same time), get a bot-check proof, POST it, and store the state the
 * machine (outbox-state.ts) says it is in now.
 */
import { automaticBotProof } from './bot-proof';
import { outboxDb, type OutboxItem } from './outbox-db';
import { sendSubmission } from './outbox-send';
import {
  afterAttempt,
  startSending,
  type AttemptResult,
  type OutboxClock,
  type OutboxState,
} from './outbox-state';

/**
 * Tries the item once if `mayClaim` allows it at the time of the claim, with the visitor's
 * `proof` if they made one (else one is solved unattended); answers the item as it was left, or
 * undefined when it was not claimed.
 */
export async function tryOutboxItem(
  key: string,
  mayClaim: (state: OutboxState) => boolean,
  clock: OutboxClock,
  proof?: string,
): Promise<OutboxItem | undefined> {
  // IndexedDB runs read-write transactions on one store one at a time, across the page and the
  // worker alike: only one of them sees the item unclaimed.
  const claimed = await outboxDb.transaction('rw', outboxDb.items, async () => {
    const item = await outboxDb.items.get(key);
    if (!item || !mayClaim(item.state)) return undefined;
    const sending: OutboxItem = { ...item, ...startSending(item, clock.now()) };
    await outboxDb.items.put(sending);
    return sending;
  });
  return claimed && sendClaimed(claimed, clock, proof);
}

/** Sends an item its caller has claimed (stored as `sending`) and stores where it ended. */
export async function sendClaimed(
  claimed: OutboxItem,
  clock: OutboxClock,
  proof?: string,
): Promise<OutboxItem | undefined> {
  const result = await attempt(claimed, proof);
  const settled: OutboxItem = { ...claimed, ...afterAttempt(claimed, result, clock) };
  return outboxDb.transaction('rw', outboxDb.items, async () => {
    // Discarded, or fixed and resent, while the request was out: that choice stands.
    const current = await outboxDb.items.get(claimed.key);
    if (!current || !sameClaim(current, claimed)) return current;
    await outboxDb.items.put(settled);
    return settled;
  });
}

function sameClaim(current: OutboxItem, claimed: OutboxItem): boolean {
  return (
    current.idempotencyKey === claimed.idempotencyKey &&
    current.state.status === 'sending' &&
    claimed.state.status === 'sending' &&
    current.state.since === claimed.state.since
  );
}

async function attempt(item: OutboxItem, proof?: string): Promise<AttemptResult> {
  const { kind, idempotencyKey, body } = item;
  if (proof) {
    const result = await sendSubmission(kind, idempotencyKey, body, proof);
    return result.type === 'answered' ? { ...result, proofBy: 'visitor' } : result;
  }
  let botProof: string | null;
  try {
    botProof = await automaticBotProof();
  } catch {
    return { type: 'unreachable' };
  }
  if (botProof === null) return { type: 'no-proof' };
  const result = await sendSubmission(kind, idempotencyKey, body, botProof);
  return result.type === 'answered' ? { ...result, proofBy: 'automatic' } : result;
}
