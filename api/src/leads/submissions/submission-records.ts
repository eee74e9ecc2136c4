import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { type SubmissionKind } from '../../../../shared/leads/submission';

/** The collection of each submission kind; every document's `_id` is its reference ID. */
export const SUBMISSION_COLLECTIONS: Record<SubmissionKind, string> = {
  consultation: 'consultations',
  guideRequest: 'guide_requests',
  contactMessage: 'contact_messages',
  newsletter: 'newsletter_subscriptions',
  successStory: 'success_stories',
};

export type SubmissionDocument = Record<string, unknown> & {
  _id: string;
  idempotencyKey: string;
};

/** The stored submissions of every kind, read and written by reference ID only. */
@Injectable()
export class SubmissionRecords {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** The Idempotency-Key the submission under `referenceId` was stored with, or null if none is. */
  async keyOf(kind: SubmissionKind, referenceId: string): Promise<string | null> {
    const found = await this.collection(kind).findOne(
      { _id: referenceId },
      { projection: { idempotencyKey: 1 } },
    );
    return found ? found.idempotencyKey : null;
  }

  /** Throws a duplicate-key error when the reference ID is taken. */
  async insert(kind: SubmissionKind, document: SubmissionDocument): Promise<void> {
    await this.collection(kind).insertOne(document);
  }

  private collection(kind: SubmissionKind) {
    return this.connection.collection<SubmissionDocument>(SUBMISSION_COLLECTIONS[kind]);
  }
}
