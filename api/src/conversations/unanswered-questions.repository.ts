import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { type UnansweredKind } from '../../../shared/conversations/advisor-desk';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

/** A question the assistant did not answer: `_id` is its message's, `<conversationId>:<seq>`. */
export interface StoredUnansweredQuestion {
  _id: string;
  conversationId: string;
  question: string;
  language: LanguageCode;
  kind: UnansweredKind;
  askedAt: Date;
  faqSlug?: string;
}

/** How many of the newest questions the inbox lists. */
const LISTED = 200;

/**
 * What the assistant could not answer, for advisors to turn into FAQ entries. Written once per
 * question by its message's `_id` (a repeat of the same message stores nothing); listing reads
 * the collection whole, an admin-only read (DESIGN.md decision 10) kept to the newest questions.
 */
@Injectable()
export class UnansweredQuestionsRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async record(question: StoredUnansweredQuestion): Promise<void> {
    try {
      await this.questions().insertOne(question);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  async newest(): Promise<StoredUnansweredQuestion[]> {
    const all = await this.questions().find({}).toArray();
    return all.sort((a, b) => b.askedAt.getTime() - a.askedAt.getTime()).slice(0, LISTED);
  }

  read(id: string): Promise<StoredUnansweredQuestion | null> {
    return this.questions().findOne({ _id: id });
  }

  async replace(question: StoredUnansweredQuestion): Promise<void> {
    await this.questions().replaceOne({ _id: question._id }, question);
  }

  private questions() {
    return this.connection.collection<StoredUnansweredQuestion>('assistant_unanswered');
  }
}
