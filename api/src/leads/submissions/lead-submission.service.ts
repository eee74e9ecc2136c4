import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { type ConsentKind, type ConsentRecord } from '../../../../shared/leads/consent-texts';
import { formatReferenceId } from '../../../../shared/leads/reference-id';
import { type SubmissionKind } from '../../../../shared/leads/submission';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import { ApiException } from '../../common/api-exception';
import { BotCheckService } from '../bot-check/bot-check.service';
import { isDuplicateKey } from '../storage/duplicate-key';
import { type SubmissionContext } from './submission-context';

/** The collection of each submission kind; every document's `_id` is its reference ID. */
export const SUBMISSION_COLLECTIONS: Record<SubmissionKind, string> = {
  consultation: 'consultations',
  guideRequest: 'guide_requests',
  contactMessage: 'contact_messages',
  newsletter: 'newsletter_subscriptions',
  successStory: 'success_stories',
};
export const IDEMPOTENCY_COLLECTION = 'idempotency_keys';

interface IdempotencyDocument {
  _id: string;
  referenceId: string;
  createdAt: Date;
}

export interface SubmissionPlan {
  kind: SubmissionKind;
  /** The client's Idempotency-Key, or a key the kind derives itself (newsletter: the email). */
  idempotencyKey: string;
  context: SubmissionContext;
  consents: Partial<Record<ConsentKind, boolean>>;
  fields: Record<string, unknown>;
  /** Writes files the document refers to; undone when the document cannot be stored. */
  attach?: (
    referenceId: string,
  ) => Promise<{ fields: Record<string, unknown>; undo(): Promise<void> }>;
}

export interface SubmissionResult {
  referenceId: string;
  replayed: boolean;
}

/**
 * Stores lead submissions exactly once (DESIGN.md decision 4) with only `_id` reads and writes,
 * the one access FerretDB indexes. The idempotency record (`_id` = kind + key) is written first
 * and names the reference ID; the submission (`_id` = reference ID) is written last, so a request
 * that fails midway leaves nothing a reader could see, and its retry finishes the same record.
 */
@Injectable()
export class LeadSubmissionService {
  private readonly logger = new Logger(LeadSubmissionService.name);

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly botCheck: BotCheckService,
  ) {}

  async submit(plan: SubmissionPlan, proof: unknown): Promise<SubmissionResult> {
    const keyId = `${plan.kind}:${plan.idempotencyKey}`;
    const known = await this.keys().findOne({ _id: keyId });
    // A replay of a stored submission answers before the bot check: its proof was spent already.
    if (known && (await this.exists(plan.kind, known.referenceId))) {
      return { referenceId: known.referenceId, replayed: true };
    }
    await this.botCheck.assertHuman(proof, plan.context.ip);
    const claim = known
      ? { referenceId: known.referenceId, ours: false }
      : await this.claimKey(keyId);
    return this.write(plan, claim.referenceId, claim.ours, keyId);
  }

  private async write(
    plan: SubmissionPlan,
    referenceId: string,
    keyIsOurs: boolean,
    keyId: string,
  ): Promise<SubmissionResult> {
    const attached = plan.attach ? await plan.attach(referenceId) : undefined;
    try {
      await this.collection(plan.kind).insertOne(this.documentOf(plan, referenceId, attached));
      return { referenceId, replayed: false };
    } catch (error) {
      // The same key's other request stored it first: that is a replay, not a failure.
      if (isDuplicateKey(error) && !keyIsOurs) return { referenceId, replayed: true };
      await attached?.undo().catch((undoError: unknown) => this.logger.error(undoError));
      if (keyIsOurs) await this.keys().deleteOne({ _id: keyId });
      // A fresh reference ID met an older submission: astronomically rare; the retry draws anew.
      if (isDuplicateKey(error)) throw new ApiException(503, CALL_ERROR_MESSAGES.server);
      throw error;
    }
  }

  /** Inserts the idempotency record; a concurrent twin's record wins and is reused. */
  private async claimKey(keyId: string): Promise<{ referenceId: string; ours: boolean }> {
    const referenceId = formatReferenceId(randomBytes(8));
    try {
      await this.keys().insertOne({ _id: keyId, referenceId, createdAt: new Date() });
      return { referenceId, ours: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const winner = await this.keys().findOne({ _id: keyId });
      if (!winner) throw error;
      return { referenceId: winner.referenceId, ours: false };
    }
  }

  private documentOf(
    plan: SubmissionPlan,
    referenceId: string,
    attached: { fields: Record<string, unknown> } | undefined,
  ): Record<string, unknown> & { _id: string } {
    const recordedAt = new Date();
    const { context } = plan;
    const consents: ConsentRecord[] = Object.entries(plan.consents).map(([kind, given]) => ({
      kind: kind as ConsentKind,
      given: given === true,
      textVersion: context.consentTextVersion,
      statedAt: context.consentedAt,
      recordedAt,
    }));
    return {
      _id: referenceId,
      referenceId,
      status: 'new',
      ...plan.fields,
      ...attached?.fields,
      language: context.language,
      sourcePage: context.sourcePage,
      userAgent: context.userAgent,
      ip: context.ip,
      consents,
      idempotencyKey: plan.idempotencyKey,
      createdAt: recordedAt,
    };
  }

  private async exists(kind: SubmissionKind, referenceId: string): Promise<boolean> {
    return (
      (await this.collection(kind).findOne({ _id: referenceId }, { projection: { _id: 1 } })) !==
      null
    );
  }

  private keys() {
    return this.connection.collection<IdempotencyDocument>(IDEMPOTENCY_COLLECTION);
  }

  private collection(kind: SubmissionKind) {
    return this.connection.collection<{ _id: string }>(SUBMISSION_COLLECTIONS[kind]);
  }
}
