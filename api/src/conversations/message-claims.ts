import { setTimeout as delay } from 'node:timers/promises';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { ApiException } from '../common/api-exception';
import { type ConversationRepository } from './conversation.repository';

/** Rounds a request waits for a claim another instance holds, doubling from FIRST_WAIT_MS. */
const SETTLE_ROUNDS = 8;
const FIRST_WAIT_MS = 25;

export type ClaimOutcome = { stored: true; seqs: number[] } | { stored: false; seqs: number[] };

/**
 * Stores what a client message id produces exactly once: the claim `<conversationId>:<clientId>`
 * is inserted first (the one atomic write, DESIGN.md decision 10), only its winner runs `write`,
 * and every repeat answers the numbers the winner stored. Callers hold the conversation's lock,
 * so twins in one process find a settled claim; another instance's claim is polled by `_id`.
 */
export async function storeOnce(
  repository: ConversationRepository,
  conversationId: string,
  clientId: string,
  write: () => Promise<number[]>,
): Promise<ClaimOutcome> {
  const claimId = `${conversationId}:${clientId}`;
  for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
    const claim = await repository.readClaim(claimId);
    if (!claim && (await repository.tryClaim(claimId))) {
      const seqs = await write();
      await repository.settleClaim(claimId, seqs);
      return { stored: true, seqs };
    }
    if (claim && claim.seqs.length > 0) return { stored: false, seqs: claim.seqs };
    if (claim) await delay(FIRST_WAIT_MS * 2 ** round);
  }
  throw new ApiException(503, CALL_ERROR_MESSAGES.server);
}
