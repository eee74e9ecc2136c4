import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../../../shared/leads/lead-messages';
import { formatReferenceId } from '../../../../shared/leads/reference-id';
import { GridChangeLog } from '../../admin-grid/grid-change-log';
import { ApiException } from '../../common/api-exception';
import { KeyedLock } from '../../common/keyed-lock';
import { BotCheckService } from '../bot-check/bot-check.service';
import { LEADS_GRID } from '../inbox/leads-grid-name';
import { isDuplicateKey } from '../storage/duplicate-key';
import { type IdempotencyClaim, IdempotencyClaims } from './idempotency-claims';
import { requestFingerprint } from './request-fingerprint';
import { submissionDocument } from './submission-document';
import { type SubmissionPlan, type SubmissionResult } from './submission-plan';
import { SubmissionRecords } from './submission-records';

/** Rounds a request waits for a claim whose writer is another API instance, before a 503. */
const SETTLE_ROUNDS = 8;
/** First wait between those rounds; doubled each round (about 6 s in all). */
const FIRST_WAIT_MS = 25;
/** A claim older than this without its submission lost its writer (a crash): a retry finishes it. */
const CLAIM_LEASE_MS = 30_000;

/**
 * Stores lead submissions exactly once per Idempotency-Key (DESIGN.md decision 4) with only
 * `_id` reads and writes. The claim (`_id` = kind + key, with the reference ID and the request's
 * fingerprint) is inserted first: exactly one concurrent request wins it, and only the winner
 * writes the submission (`_id` = reference ID). Requests of one key are serialised in process
 * (KeyedLock), so twins simply find the winner's finished submission; a claim another instance
 * holds is polled by `_id` until its submission appears.
 */
@Injectable()
export class LeadSubmissionService {
  private readonly logger = new Logger(LeadSubmissionService.name);
  private readonly lock = new KeyedLock();

  constructor(
    private readonly claims: IdempotencyClaims,
    private readonly records: SubmissionRecords,
    private readonly botCheck: BotCheckService,
    private readonly inboxFeed: GridChangeLog,
  ) {}

  async submit(plan: SubmissionPlan, proof: unknown): Promise<SubmissionResult> {
    const claimId = `${plan.kind}:${plan.idempotencyKey}`;
    const fingerprint = requestFingerprint(plan.request);
    // A replay of a stored submission answers before the bot check: its proof was spent already.
    const known = await this.claims.read(claimId);
    if (known && (await this.isStoredUnder(known, plan, fingerprint))) {
      return { referenceId: known.referenceId, replayed: true };
    }
    if (!plan.partner) await this.botCheck.assertHuman(proof, plan.context.ip);
    return this.lock.run(claimId, () => this.settle(plan, claimId, fingerprint));
  }

  private async settle(
    plan: SubmissionPlan,
    claimId: string,
    fingerprint: string,
  ): Promise<SubmissionResult> {
    for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
      const claim = await this.claims.read(claimId);
      if (!claim) {
        const fresh = { _id: claimId, referenceId: newReferenceId(), fingerprint };
        // Losing the insert means another instance claimed the key: the next round reads it.
        if (await this.claims.tryInsert({ ...fresh, createdAt: new Date() })) {
          const stored = await this.write(plan, fresh);
          if (stored) return stored;
        }
      } else if (await this.isStoredUnder(claim, plan, fingerprint)) {
        return { referenceId: claim.referenceId, replayed: true };
      } else if (Date.now() - claim.createdAt.getTime() >= CLAIM_LEASE_MS) {
        const stored = await this.write(plan, claim);
        if (stored) return stored;
      } else {
        // No change notification reaches us from another instance, so its claim is polled.
        await delay(FIRST_WAIT_MS * 2 ** round);
      }
    }
    this.logger.warn(`Submission ${claimId} still unfinished by its claim's writer`);
    throw new ApiException(503, CALL_ERROR_MESSAGES.server);
  }

  /**
   * Stores the submission under the claim's reference ID. Null when an unrelated submission
   * holds that random ID (astronomically rare): the claim is dropped and the next round draws anew.
   */
  private async write(
    plan: SubmissionPlan,
    claim: Pick<IdempotencyClaim, '_id' | 'referenceId'>,
  ): Promise<SubmissionResult | null> {
    const { referenceId } = claim;
    // Checked before attaching, so files of an unrelated submission are never overwritten.
    const holder = await this.records.keyOf(plan.kind, referenceId);
    if (holder === plan.idempotencyKey) return { referenceId, replayed: true };
    if (holder !== null) {
      await this.claims.release(claim._id);
      return null;
    }
    const attached = plan.attach ? await plan.attach(referenceId) : undefined;
    try {
      await this.records.insert(plan.kind, submissionDocument(plan, referenceId, attached));
      await this.announce(referenceId);
      return { referenceId, replayed: false };
    } catch (error) {
      // Another instance finishing the same stale claim stored it first: that is a replay.
      const key = isDuplicateKey(error) ? await this.records.keyOf(plan.kind, referenceId) : null;
      if (key === plan.idempotencyKey) return { referenceId, replayed: true };
      await attached?.undo().catch((undoError: unknown) => this.logger.error(undoError));
      await this.claims.release(claim._id);
      if (key !== null) return null;
      throw error;
    }
  }

  /**
   * Records the new lead in the inbox's change feed, so every instance's admin inbox lists it on
   * its next poll. The visitor's submission is stored whatever happens here.
   */
  private async announce(referenceId: string): Promise<void> {
    await this.inboxFeed.record(LEADS_GRID, [referenceId]).catch((error: unknown) => {
      this.logger.error(`Inbox feed not told of ${referenceId}: ${String(error)}`);
    });
  }

  /** Whether the claim's submission is stored; a 422 when the claim was made for another body. */
  private async isStoredUnder(
    claim: IdempotencyClaim,
    plan: SubmissionPlan,
    fingerprint: string,
  ): Promise<boolean> {
    if (claim.fingerprint !== undefined && claim.fingerprint !== fingerprint) {
      throw new ApiException(422, LEAD_MESSAGES.idempotencyKeyReused);
    }
    return (await this.records.keyOf(plan.kind, claim.referenceId)) === plan.idempotencyKey;
  }
}

function newReferenceId(): string {
  return formatReferenceId(randomBytes(8));
}
