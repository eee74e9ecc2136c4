import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { ANALYTICS_MAX_EVENT_AGE_MS } from '../../../../shared/analytics/analytics-events';
import { ConcurrencyLimit } from '../../common/concurrency-limit';
import { NumberedStream } from '../../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../../common/numbered-stream.schema';
import {
  ANALYTICS_COUNTERS_MODEL,
  ANALYTICS_DAY_INSTANCE_MODEL,
  AnalyticsCounters,
  AnalyticsDayInstance,
} from './analytics-counters.schema';
import { DayCounts } from './day-counts';

/** Counter documents read at once while summing a period. */
const READ_CONCURRENCY = 16;
const DAY_MS = 86_400_000;

/**
 * The daily counters (DESIGN.md decision 10). Each process adds events to its own in-memory
 * counters and writes them as its own document per day (`<day>:<instance>`), a whole replacement
 * by the only writer of that document: no lost update on the embedded engine, where no update is
 * atomic, and the same on MongoDB. Writes are coalesced: a write starts once the previous one
 * finished and carries every count added until it started, so a burst of requests costs a few
 * writes, and `record` answers only once its counts are stored.
 */
@Injectable()
export class AnalyticsCounterStore implements OnModuleDestroy {
  /** This process's id in counter documents: new on every start, so a restart never overwrites. */
  readonly instance = randomUUID();
  private readonly days = new Map<string, DayCounts>();
  private readonly dirty = new Set<string>();
  private readonly registered = new Set<string>();
  private readonly dayInstances: NumberedStream<AnalyticsDayInstance>;
  private writing: Promise<void> = Promise.resolve();
  private nextWrite: Promise<void> | null = null;

  constructor(
    @InjectModel(ANALYTICS_COUNTERS_MODEL) private readonly counters: Model<AnalyticsCounters>,
    @InjectModel(ANALYTICS_DAY_INSTANCE_MODEL) dayInstances: Model<AnalyticsDayInstance>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
  ) {
    this.dayInstances = new NumberedStream(dayInstances, heads);
  }

  /**
   * Adds to this process's counters through `count` (given each day's counters), then stores
   * them. Counts whose write fails stay in memory and go out with the next write.
   */
  async record(count: (countsOf: (day: string) => DayCounts) => void): Promise<void> {
    count((day) => {
      let counts = this.days.get(day);
      if (!counts) this.days.set(day, (counts = new DayCounts()));
      this.dirty.add(day);
      return counts;
    });
    await this.write();
  }

  /** The counters of `day` summed over every instance that counted on it. */
  async readDay(day: string, limit = new ConcurrencyLimit(READ_CONCURRENCY)): Promise<DayCounts> {
    const instances = await this.dayInstances.readAfter(day, 0);
    const docs = await Promise.all(
      instances.map(({ instance }) =>
        limit.run(() =>
          this.counters.findById(`${day}:${instance}`).lean<AnalyticsCounters>().exec(),
        ),
      ),
    );
    const sum = new DayCounts();
    for (const doc of docs) if (doc) sum.addAll(doc.counts);
    return sum;
  }

  async onModuleDestroy(): Promise<void> {
    await this.writing;
  }

  private write(): Promise<void> {
    if (!this.nextWrite) {
      const next = this.writing.then(() => {
        this.nextWrite = null;
        return this.writeDirtyDays();
      });
      this.nextWrite = next;
      this.writing = next.catch(() => undefined);
    }
    return this.nextWrite;
  }

  private async writeDirtyDays(): Promise<void> {
    const days = [...this.dirty];
    this.dirty.clear();
    try {
      for (const day of days) await this.writeDay(day);
    } catch (error) {
      // Written again with the next write; the callers whose counts they hold are told it failed.
      for (const day of days) this.dirty.add(day);
      throw error;
    }
    this.forgetOldDays();
  }

  private async writeDay(day: string): Promise<void> {
    if (!this.registered.has(day)) {
      await this.dayInstances.append(day, { instance: this.instance });
      this.registered.add(day);
    }
    const counts = this.days.get(day)!.toStored();
    await this.counters
      .replaceOne(
        { _id: `${day}:${this.instance}` },
        { day, instance: this.instance, counts, updatedAt: new Date() },
        { upsert: true },
      )
      .exec();
  }

  /** Days no event can be counted on any more are stored for good: their memory is freed. */
  private forgetOldDays(): void {
    const oldest = new Date(Date.now() - ANALYTICS_MAX_EVENT_AGE_MS - DAY_MS)
      .toISOString()
      .slice(0, 10);
    for (const day of this.days.keys()) {
      if (day < oldest && !this.dirty.has(day)) this.days.delete(day);
    }
  }
}
