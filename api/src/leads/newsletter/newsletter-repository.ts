import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import { type NewsletterFrequency } from '../../../../shared/leads/newsletter';
import { SUBMISSION_COLLECTIONS } from '../submissions/submission-records';

/** One subscription request (a lead submission, `_id` = its reference ID), as this module reads it. */
export interface NewsletterRequest {
  _id: string;
  email: string;
  frequency: NewsletterFrequency;
  language: LanguageCode;
  confirmationMailedAt?: Date;
  confirmedAt?: Date;
}

/** The list the newsletter goes to: one document per lower-cased address (`_id`). */
export interface NewsletterSubscriber {
  _id: string;
  status: 'active' | 'unsubscribed';
  frequency: NewsletterFrequency;
  language: LanguageCode;
  /** The request whose confirmation made this subscription. */
  referenceId: string;
  confirmedAt: Date;
  unsubscribedAt?: Date;
  updatedAt: Date;
}

export const NEWSLETTER_SUBSCRIBERS_COLLECTION = 'newsletter_subscribers';

/**
 * Subscription requests and subscribers, by `_id` only. These are plain updates, not atomic on
 * the embedded database: NewsletterService runs each behind an in-process lock of its key.
 */
@Injectable()
export class NewsletterRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  request(referenceId: string): Promise<NewsletterRequest | null> {
    return this.requests().findOne({ _id: referenceId });
  }

  async markRequest(
    referenceId: string,
    mark: Pick<NewsletterRequest, 'confirmationMailedAt'> | Pick<NewsletterRequest, 'confirmedAt'>,
  ): Promise<void> {
    await this.requests().updateOne({ _id: referenceId }, { $set: mark });
  }

  subscriber(email: string): Promise<NewsletterSubscriber | null> {
    return this.subscribers().findOne({ _id: email });
  }

  async saveSubscriber(subscriber: NewsletterSubscriber): Promise<void> {
    await this.subscribers().replaceOne({ _id: subscriber._id }, subscriber, { upsert: true });
  }

  private requests() {
    return this.connection.collection<NewsletterRequest>(SUBMISSION_COLLECTIONS.newsletter);
  }

  private subscribers() {
    return this.connection.collection<NewsletterSubscriber>(NEWSLETTER_SUBSCRIBERS_COLLECTION);
  }
}
