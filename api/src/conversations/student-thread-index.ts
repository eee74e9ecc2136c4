import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import { STUDENT_THREAD_ENTRY_MODEL, StudentThreadEntry } from './student-thread-entry.schema';

/**
 * Which conversations a student owns, as a numbered stream per user: a new conversation claims
 * the student's next number with a unique-`_id` insert, so concurrent starts on any instance each
 * get their own entry, and the list is read forward by `_id` (DESIGN.md decision 10).
 */
@Injectable()
export class StudentThreadIndex {
  private readonly stream: NumberedStream<StudentThreadEntry>;

  constructor(
    @InjectModel(STUDENT_THREAD_ENTRY_MODEL) entries: Model<StudentThreadEntry>,
    @InjectModel(STREAM_HEAD_MODEL) streamHeads: Model<StreamHead>,
  ) {
    this.stream = new NumberedStream(entries, streamHeads);
  }

  async add(userId: string, conversationId: string): Promise<void> {
    await this.stream.append(userId, { conversationId });
  }

  /** The student's conversation ids, oldest first. */
  async conversationIds(userId: string): Promise<string[]> {
    return (await this.stream.readAfter(userId, 0)).map((entry) => entry.conversationId);
  }
}
