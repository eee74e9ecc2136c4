import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Collection, type Connection, Model } from 'mongoose';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import {
  QUEUED_REPLY_MAIL_MODEL,
  QueuedReplyMail,
  REPLY_MAIL_STREAM,
} from './queued-reply-mail.schema';

/** How far the sweep has worked through the queue. */
interface QueueCursor {
  _id: string;
  handled: number;
}

/**
 * The advisor replies waiting to be mailed, in the database, so a reply whose process stops
 * during its wait is still mailed (AdvisorReplyMailSweepJob). A numbered stream read forward by
 * `_id` (DESIGN.md decision 10), and the number of the last entry the sweep handled. The wait is
 * the same for every reply, so entries come due in the order they were added.
 */
@Injectable()
export class AdvisorReplyMailQueue {
  private readonly stream: NumberedStream<QueuedReplyMail>;
  private readonly cursors: Collection<QueueCursor>;

  constructor(
    @InjectModel(QUEUED_REPLY_MAIL_MODEL) entries: Model<QueuedReplyMail>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
    @InjectConnection() connection: Connection,
  ) {
    this.stream = new NumberedStream(entries, heads);
    this.cursors = connection.collection<QueueCursor>('conversation_reply_mail_cursor');
  }

  async add(conversationId: string, messageSeq: number, dueAt: Date): Promise<void> {
    await this.stream.append(REPLY_MAIL_STREAM, { conversationId, messageSeq, dueAt });
  }

  /** Every entry the sweep has not handled yet, oldest first. */
  async unhandled(): Promise<QueuedReplyMail[]> {
    const cursor = await this.cursors.findOne({ _id: REPLY_MAIL_STREAM });
    return this.stream.readAfter(REPLY_MAIL_STREAM, cursor?.handled ?? 0);
  }

  /** Records that entries up to number `seq` are handled (one sweep runs at a time). */
  async handledUpTo(seq: number): Promise<void> {
    await this.cursors.updateOne(
      { _id: REPLY_MAIL_STREAM },
      { $set: { handled: seq } },
      { upsert: true },
    );
  }
}
