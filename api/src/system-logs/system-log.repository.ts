import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { KeyedLock } from '../common/keyed-lock';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { type CapturedLog } from './system-log-sink';
import {
  SYSTEM_LOG_DAY_MODEL,
  SYSTEM_LOG_ENTRY_MODEL,
  SystemLogDay,
  SystemLogEntryDoc,
} from './system-log-entry.schema';

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Deletions by `_id` sent at once. */
const DELETE_BATCH = 50;

/**
 * System log entries bucketed by UTC day (DESIGN.md decision 10): appended to the day's numbered
 * stream, read back by `_id`, cleared per day by moving the day's `clearedThrough` past its last
 * entry before deleting them (so the stream's numbering, and what readers see, stay right).
 */
@Injectable()
export class SystemLogRepository {
  private readonly stream: NumberedStream<SystemLogEntryDoc>;
  private readonly knownDays = new Set<string>();
  private readonly clears = new KeyedLock();

  constructor(
    @InjectModel(SYSTEM_LOG_ENTRY_MODEL) private readonly entries: Model<SystemLogEntryDoc>,
    @InjectModel(SYSTEM_LOG_DAY_MODEL) private readonly days: Model<SystemLogDay>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
  ) {
    this.stream = new NumberedStream(entries, heads);
  }

  async append(entry: CapturedLog): Promise<void> {
    const day = utcDay(entry.at);
    await this.noteDay(day);
    await this.stream.append(day, entry);
  }

  /** Every entry still kept of `day`, oldest first. */
  async readDay(day: string): Promise<SystemLogEntryDoc[]> {
    const marker = await this.days.findById(day).lean<SystemLogDay>().exec();
    if (!marker) return [];
    return this.stream.readAfter(day, marker.clearedThrough);
  }

  /** Removes every entry `day` holds now; answers how many. */
  clearDay(day: string): Promise<number> {
    return this.clears.run(day, async () => {
      const marker = await this.days.findById(day).lean<SystemLogDay>().exec();
      if (!marker) return 0;
      const last = await this.stream.last(day);
      if (last <= marker.clearedThrough) return 0;
      await this.days.updateOne({ _id: day }, { $set: { clearedThrough: last } }).exec();
      await this.deleteEntries(day, marker.clearedThrough + 1, last);
      return last - marker.clearedThrough;
    });
  }

  /** Days that have (or had) entries, before `day`. */
  async daysBefore(day: string): Promise<string[]> {
    // A handful of documents, one per day kept: the whole collection is one small read.
    const all = await this.days.find().lean<SystemLogDay[]>().exec();
    return all.map((marker) => marker._id).filter((id) => id < day);
  }

  /** Removes a whole day: its entries and its marker. */
  async dropDay(day: string): Promise<number> {
    const removed = await this.clearDay(day);
    await this.days.deleteOne({ _id: day }).exec();
    this.knownDays.delete(day);
    return removed;
  }

  private async noteDay(day: string): Promise<void> {
    if (this.knownDays.has(day)) return;
    try {
      await this.days.create({ _id: day, clearedThrough: 0 });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    this.knownDays.add(day);
  }

  private async deleteEntries(day: string, first: number, last: number): Promise<void> {
    for (let start = first; start <= last; start += DELETE_BATCH) {
      const end = Math.min(last, start + DELETE_BATCH - 1);
      await Promise.all(
        Array.from({ length: end - start + 1 }, (_, i) =>
          this.entries.deleteOne({ _id: NumberedStream.entryId(day, start + i) }).exec(),
        ),
      );
    }
  }
}
