import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { type NewsletterFrequency } from '../../../../shared/leads/newsletter';
import { SecretStore } from '../storage/secret-store.service';
import { LeadSubmissionService } from '../submissions/lead-submission.service';
import { type SubmissionPlan } from '../submissions/submission-plan';
import { SUBMISSION_COLLECTIONS } from '../submissions/submission-records';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

const UNSUBSCRIBE_SECRET_NAME = 'newsletter-unsubscribe';

export interface NewsletterReceipt {
  referenceId: string;
  replayed: boolean;
  unsubscribeToken: string;
}

/**
 * Newsletter subscriptions, one per email: the lower-cased email is the idempotency key, so a
 * second subscription with the same address answers the first reference ID and only updates
 * its frequency (and reactivates it after an unsubscribe).
 */
@Injectable()
export class NewsletterService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly submissions: LeadSubmissionService,
    private readonly secrets: SecretStore,
  ) {}

  async subscribe(
    plan: Omit<SubmissionPlan, 'idempotencyKey' | 'kind' | 'request'> & {
      email: string;
      frequency: NewsletterFrequency;
    },
    proof: unknown,
  ): Promise<NewsletterReceipt> {
    const email = plan.email.toLowerCase();
    // The address is the key and the whole request: a new frequency updates the subscription.
    const result = await this.submissions.submit(
      { ...plan, kind: 'newsletter', idempotencyKey: `email:${email}`, request: { email } },
      proof,
    );
    if (result.replayed) {
      await this.subscriptions().updateOne(
        { _id: result.referenceId },
        { $set: { frequency: plan.frequency, status: 'new' }, $unset: { unsubscribedAt: '' } },
      );
    }
    const key = await this.secrets.get(UNSUBSCRIBE_SECRET_NAME);
    return { ...result, unsubscribeToken: signUnsubscribeToken(result.referenceId, key) };
  }

  /** True when the token was genuine (unsubscribing twice is fine). */
  async unsubscribe(token: string): Promise<boolean> {
    const referenceId = readUnsubscribeToken(
      token,
      await this.secrets.get(UNSUBSCRIBE_SECRET_NAME),
    );
    if (!referenceId) return false;
    await this.subscriptions().updateOne(
      { _id: referenceId },
      { $set: { status: 'unsubscribed', unsubscribedAt: new Date() } },
    );
    return true;
  }

  private subscriptions() {
    return this.connection.collection<{ _id: string }>(SUBMISSION_COLLECTIONS.newsletter);
  }
}
