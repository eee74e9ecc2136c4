import { type Redis } from 'ioredis';
import { type PinoLogger } from 'nestjs-pino';
import { ChannelSubscription } from '../redis/channel-subscription';

/** Where a snapshot comes from: a cheap version stamp (one `_id` lookup) and the full read. */
export interface SnapshotSource<T> {
  /** Changes whenever the data changes; null before the first change. */
  stamp(): Promise<string | null>;
  load(): Promise<T>;
}

export interface ReloadingSnapshotOptions {
  /** The Redis channel on which every instance hears of a change. */
  channel: string;
  /**
   * How long the snapshot is answered from memory before the stamp is checked again: without
   * Redis, another instance's change reaches every caller within this time.
   */
  revalidateMs: number;
}

interface Kept<T> {
  stamp: string | null;
  value: T;
}

/**
 * Small, rarely changed data (feature flags, system settings) held in memory per instance
 * (DESIGN.md decisions 10 and 12): a change made here is seen at once; one made on another
 * instance as soon as Redis delivers its message or, without Redis (the embedded default), within
 * `revalidateMs`, when the version stamp no longer matches and the data is read again. Concurrent
 * callers share one read. A read that was under way when a change was announced is used by its
 * callers but not kept, so it cannot hide the change.
 */
export class ReloadingSnapshot<T> {
  private kept: Kept<T> | undefined;
  private checkedAt = 0;
  private loading: Promise<Kept<T>> | undefined;
  /** Bumped by every announced change: a read started before it is not kept as current. */
  private generation = 0;
  /** The generation the kept snapshot was read in: a change announced since forces a full read. */
  private generationAtLoad = -1;
  private subscription: ChannelSubscription | undefined;

  constructor(
    private readonly source: SnapshotSource<T>,
    private readonly redis: Redis | null,
    private readonly logger: PinoLogger,
    private readonly options: ReloadingSnapshotOptions,
  ) {}

  /** Listens for other instances' changes (a no-op without Redis). */
  async start(): Promise<void> {
    if (!this.redis) return;
    this.subscription = await ChannelSubscription.open(
      this.redis,
      [this.options.channel],
      { message: () => this.forget() },
      this.logger,
    );
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
  }

  /** The current data, read again when it may be out of date. */
  async current(): Promise<T> {
    return (await this.fresh()).value;
  }

  /**
   * The last data read, without waiting (for callers that cannot wait, such as oidc-provider's
   * synchronous settings); starts a check when it may be out of date. Undefined before any read.
   */
  latest(): T | undefined {
    if (Date.now() - this.checkedAt >= this.options.revalidateMs) {
      this.fresh().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'snapshot not read again'),
      );
    }
    return this.kept?.value;
  }

  /**
   * Called after every change, before it is answered: this instance reads the data again at its
   * next use, the others as soon as Redis delivers the message.
   */
  async changed(): Promise<void> {
    this.forget();
    if (!this.redis) return;
    try {
      await this.redis.publish(this.options.channel, '1');
    } catch (error) {
      // The other instances notice the new stamp within revalidateMs instead.
      this.logger.warn({ err: error, channel: this.options.channel }, 'change not published');
    }
  }

  private forget(): void {
    this.generation++;
    this.checkedAt = 0;
  }

  private fresh(): Promise<Kept<T>> {
    if (this.kept && Date.now() - this.checkedAt < this.options.revalidateMs) {
      return Promise.resolve(this.kept);
    }
    this.loading ??= this.revalidate().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async revalidate(): Promise<Kept<T>> {
    const generation = this.generation;
    const startedAt = Date.now();
    // The stamp is read before the data: a change written after this read changes the stamp
    // again, so the next check reads the data again.
    const stamp = await this.source.stamp();
    let next = this.kept;
    if (!next || next.stamp !== stamp || generation !== this.generationAtLoad) {
      next = { stamp, value: await this.source.load() };
    }
    if (generation === this.generation) {
      this.kept = next;
      this.generationAtLoad = generation;
      this.checkedAt = startedAt;
    }
    return next;
  }
}
