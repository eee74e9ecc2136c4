import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import { type FlagFields } from '../../../shared/flags/feature-flags';
import {
  evaluateFlag,
  type FlagContext,
  knownFlagValue,
} from '../../../shared/flags/flag-evaluation';
import { type KnownFlagKey, SEEDED_FLAGS } from '../../../shared/flags/known-flags';
import { REDIS_CLIENT } from '../redis/redis.module';
import { FeatureFlagRepository, type StoredFlag } from './feature-flag.repository';

/** The Redis channel on which every instance hears that a flag changed. */
export const FLAG_CHANGES_CHANNEL = 'feature-flags:changed';

/**
 * How long an instance answers from memory before it checks the version stamp (one `_id`
 * lookup): without Redis, another instance's change reaches every caller within this time.
 */
export const FLAG_REVALIDATE_MS = 2_000;

interface Snapshot {
  stamp: string | null;
  flags: ReadonlyMap<string, StoredFlag>;
}

/**
 * The flags as this instance answers them, from memory (DESIGN.md decision 12): a change made here
 * is seen at once; one made on another instance as soon as Redis delivers its message or, without
 * Redis (the embedded default), within FLAG_REVALIDATE_MS, when the version stamp no longer matches
 * and the flags are read again. Concurrent callers share one read. A read that was under way when
 * a change was announced is used by its callers but not kept, so it cannot hide the change.
 */
@Injectable()
export class FeatureFlagStore implements OnModuleInit, OnApplicationShutdown {
  private snapshot: Snapshot | undefined;
  private checkedAt = 0;
  private loading: Promise<Snapshot> | undefined;
  /** Bumped by every announced change: a read started before it is not kept as current. */
  private generation = 0;
  /** The generation the kept snapshot was read in: a change announced since forces a full read. */
  private generationAtLoad = -1;
  private subscriber: Redis | undefined;

  constructor(
    private readonly repository: FeatureFlagRepository,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(FeatureFlagStore.name);
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    // A connection in subscriber mode can do nothing else, so it is a second one.
    const subscriber = this.redis.duplicate();
    subscriber.on('error', (error: Error) =>
      this.logger.warn({ err: error }, 'Redis subscriber connection error'),
    );
    subscriber.on('message', () => this.forget());
    await subscriber.connect();
    await subscriber.subscribe(FLAG_CHANGES_CHANNEL);
    this.subscriber = subscriber;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit();
  }

  /** Every stored flag, by key. */
  async flags(): Promise<ReadonlyMap<string, StoredFlag>> {
    return (await this.current()).flags;
  }

  /** A flag the product reads, for this caller (its seeded default when it is not stored). */
  async isOn(key: KnownFlagKey, context: FlagContext): Promise<boolean> {
    return knownFlagValue(key, await this.flags(), context);
  }

  /** Every flag's answer for this caller: the stored ones and the known ones not stored. */
  async evaluateAll(context: FlagContext): Promise<Record<string, boolean>> {
    const stored = await this.flags();
    const all = new Map<string, FlagFields>(Object.entries(SEEDED_FLAGS));
    for (const [key, flag] of stored) all.set(key, flag);
    return Object.fromEntries(
      [...all].map(([key, flag]) => [key, evaluateFlag(key, flag, context)]),
    );
  }

  /**
   * Called after every change, before it is answered: this instance reads the flags again at its
   * next use, the others as soon as Redis delivers the message.
   */
  async changed(): Promise<void> {
    this.forget();
    if (!this.redis) return;
    try {
      await this.redis.publish(FLAG_CHANGES_CHANNEL, '1');
    } catch (error) {
      // The other instances notice the new stamp within FLAG_REVALIDATE_MS instead.
      this.logger.warn({ err: error }, 'feature flag change not published');
    }
  }

  private forget(): void {
    this.generation++;
    this.checkedAt = 0;
  }

  private current(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.checkedAt < FLAG_REVALIDATE_MS) {
      return Promise.resolve(this.snapshot);
    }
    this.loading ??= this.revalidate().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async revalidate(): Promise<Snapshot> {
    const generation = this.generation;
    const startedAt = Date.now();
    // The stamp is read before the flags: a change written after this read changes the stamp
    // again, so the next check reads the flags again.
    const stamp = await this.repository.stamp();
    let next = this.snapshot;
    if (!next || next.stamp !== stamp || generation !== this.generationAtLoad) {
      const flags = await this.repository.all();
      next = { stamp, flags: new Map(flags.map((flag) => [flag._id, flag])) };
    }
    if (generation === this.generation) {
      this.snapshot = next;
      this.generationAtLoad = generation;
      this.checkedAt = startedAt;
    }
    return next;
  }
}
