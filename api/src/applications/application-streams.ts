/**
 * The numbered streams of applications (application-stream-entry.schema.ts): a student's list
 * and each application's timeline, appended with unique-`_id` inserts and read by `_id` alone.
 */
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import {
  APPLICATION_STREAM_ENTRY_MODEL,
  ApplicationStreamEntry,
} from './application-stream-entry.schema';

export type TimelineRecord = Omit<ApplicationStreamEntry, '_id' | 'stream' | 'seq'> & {
  kind: 'status' | 'note' | 'document';
  at: Date;
};

export interface StoredTimelineEntry extends TimelineRecord {
  id: string;
}

@Injectable()
export class ApplicationStreams {
  private readonly stream: NumberedStream<ApplicationStreamEntry>;

  constructor(
    @InjectModel(APPLICATION_STREAM_ENTRY_MODEL) entries: Model<ApplicationStreamEntry>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
  ) {
    this.stream = new NumberedStream(entries, heads);
  }

  async addToStudent(studentId: string, applicationId: string): Promise<void> {
    await this.stream.append(`student:${studentId}`, { applicationId });
  }

  /** The student's application ids, oldest first. */
  async studentApplications(studentId: string): Promise<string[]> {
    const entries = await this.stream.readAfter(`student:${studentId}`, 0);
    return entries.flatMap((entry) => (entry.applicationId ? [entry.applicationId] : []));
  }

  /** Appends one entry to the application's timeline and answers its id. */
  async addToTimeline(applicationId: string, record: TimelineRecord): Promise<string> {
    const stream = `timeline:${applicationId}`;
    const seq = await this.stream.append(stream, record);
    return NumberedStream.entryId(stream, seq);
  }

  /** Whether the timeline holds the status change to `revision`. */
  async hasStatusChange(applicationId: string, revision: number): Promise<boolean> {
    const entries = await this.stream.readAfter(`timeline:${applicationId}`, 0);
    return entries.some((entry) => entry.kind === 'status' && entry.revision === revision);
  }

  /** The application's timeline, oldest first. */
  async timeline(applicationId: string): Promise<StoredTimelineEntry[]> {
    const entries = await this.stream.readAfter(`timeline:${applicationId}`, 0);
    return entries.flatMap(({ _id, stream: _stream, seq: _seq, ...record }) =>
      record.kind && record.at ? [{ ...record, id: _id, kind: record.kind, at: record.at }] : [],
    );
  }
}
