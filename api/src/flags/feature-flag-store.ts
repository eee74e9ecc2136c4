import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import { type FlagFields } from '../../../shared/flags/feature-flags';
import {
  evaluateFlag,
  type FlagContext,
  knownFlagValue,
} from '../../../shared/flags/flag-evaluation';
import { type KnownFlagKey } from '../../../shared/flags/known-flags';
import { SEEDED_FLAGS } from '../../../shared/flags/seeded-flags';
import { ReloadingSnapshot } from '../common/reloading-snapshot';
import { REDIS_CLIENT } from '../redis/redis.module';
import { FeatureFlagRepository, type StoredFlag } from './feature-flag.repository';

/** The Redis channel on which every instance hears that a flag changed. */
export const FLAG_CHANGES_CHANNEL = 'feature-flags:changed';

/**
 * How long an instance answers from memory before it checks the version stamp (one `_id`
 * lookup): without Redis, another instance's change reaches every caller within this time.
 */
export const FLAG_REVALIDATE_MS = 2_000;

/**
 * The flags as this instance answers them, from memory (DESIGN.md decision 12), kept current
 * across instances by a ReloadingSnapshot (Redis message, else the version stamp).
 */
@Injectable()
export class FeatureFlagStore implements OnModuleInit, OnApplicationShutdown {
  private readonly snapshot: ReloadingSnapshot<ReadonlyMap<string, StoredFlag>>;

  constructor(
    repository: FeatureFlagRepository,
    @Inject(REDIS_CLIENT) redis: Redis | null,
    logger: PinoLogger,
  ) {
    logger.setContext(FeatureFlagStore.name);
    this.snapshot = new ReloadingSnapshot(
      {
        stamp: () => repository.stamp(),
        load: async () => new Map((await repository.all()).map((flag) => [flag._id, flag])),
      },
      redis,
      logger,
      { channel: FLAG_CHANGES_CHANNEL, revalidateMs: FLAG_REVALIDATE_MS },
    );
  }

  onModuleInit(): Promise<void> {
    return this.snapshot.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.snapshot.stop();
  }

  /** Every stored flag, by key. */
  flags(): Promise<ReadonlyMap<string, StoredFlag>> {
    return this.snapshot.current();
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
  changed(): Promise<void> {
    return this.snapshot.changed();
  }
}
