import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { type LanguageCode } from '../../../shared/i18n/languages';

export interface StoredCannedReply {
  _id: string;
  language: LanguageCode;
  title: string;
  text: string;
  updatedAt: Date;
  updatedBy: string;
}

/**
 * The advisors' canned replies, by `_id`. Listing reads the whole collection: it holds a few
 * dozen short texts the admins write by hand, read only by the inbox (DESIGN.md decision 10
 * keeps full reads to such small admin-only sets).
 */
@Injectable()
export class CannedRepliesRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  all(): Promise<StoredCannedReply[]> {
    return this.replies().find({}).toArray();
  }

  read(id: string): Promise<StoredCannedReply | null> {
    return this.replies().findOne({ _id: id });
  }

  async insert(reply: StoredCannedReply): Promise<void> {
    await this.replies().insertOne(reply);
  }

  async replace(reply: StoredCannedReply): Promise<void> {
    await this.replies().replaceOne({ _id: reply._id }, reply);
  }

  /** True when a reply was there to delete. */
  async delete(id: string): Promise<boolean> {
    return (await this.replies().deleteOne({ _id: id })).deletedCount === 1;
  }

  private replies() {
    return this.connection.collection<StoredCannedReply>('canned_replies');
  }
}
