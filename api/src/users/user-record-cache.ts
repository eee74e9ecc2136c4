import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import { BoundedCache } from '../common/bounded-cache';
import { spreadLifetime } from '../common/spread-lifetime';
import { ChannelSubscription } from '../redis/channel-subscription';
import { REDIS_CLIENT } from '../redis/redis.module';
import { type UserEntity } from './user.schema';

/** The Redis pub/sub channel on which every instance hears that a user record was written. */
export const USER_RECORD_CHANGES_CHANNEL = 'users:record-changed';

/**
 * How long a record read here is answered without reading it again (at most; each record's time
 * is cut by up to a quarter at random, see spread-lifetime.ts): DESIGN.md decision 11 allows a
 * cache "for seconds at most". Writes invalidate at once (below); this bounds the rest.
 */
export const USER_RECORD_TTL_MS = 2_000;
/** Records kept at once: a busy instance's active users within two seconds. */
const CACHED_RECORDS = 20_000;

interface CachedRecord {
  record: UserEntity;
  expiresAt: number;
}

/** A read of one record under way, shared by the calls that arrive meanwhile. */
interface Flight {
  promise: Promise<UserEntity | null>;
  /** Set when the record was written during the read: its answer must not be kept. */
  stale: boolean;
}

/**
 * The guard's short memory of user records, so a burst of calls from one user (a device's pulls
 * of its three collections) reads their record once instead of on every call (issue 11 item 8).
 * Every write through UsersService invalidates the record here at once and, with REDIS_URL, on
 * every other instance through a Redis channel, so a suspension or demotion still refuses the
 * next call anywhere: the write publishes before it answers, so the message is on its way to
 * every subscribed instance before anyone hears of the change (a test with two instances checks
 * that the very next call is refused). A read under way when the record is written is not kept,
 * so a slow read cannot put the old state back. While this instance is not subscribed
 * (Redis unreachable) it keeps nothing, since it could miss another instance's write.
 */
@Injectable()
export class UserRecordCache implements OnModuleInit, OnApplicationShutdown {
  private readonly records = new BoundedCache<string, CachedRecord>(CACHED_RECORDS);
  private readonly flights = new Map<string, Flight>();
  private subscription: ChannelSubscription | undefined;
  /** Whether this instance hears every write; without Redis it is the only writer. */
  private listening: boolean;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(UserRecordCache.name);
    this.listening = redis === null;
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    this.subscription = await ChannelSubscription.open(
      this.redis,
      [USER_RECORD_CHANGES_CHANNEL],
      {
        message: (_channel, sub) => this.forget(sub),
        lost: () => this.stopListening(),
        // Messages sent while this instance was away are lost, and it kept nothing meanwhile.
        resumed: () => (this.listening = true),
      },
      this.logger,
    );
    this.listening = true;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
  }

  /** The record of `sub`, from memory while fresh, else from `load` (kept when it exists). */
  read(sub: string, load: () => Promise<UserEntity | null>): Promise<UserEntity | null> {
    const cached = this.records.get(sub);
    if (cached && cached.expiresAt > Date.now()) return Promise.resolve(cached.record);
    const shared = this.flights.get(sub);
    if (shared) return shared.promise;
    const flight: Flight = { promise: load(), stale: false };
    this.flights.set(sub, flight);
    void flight.promise.then(
      (record) => {
        if (this.flights.get(sub) === flight) this.flights.delete(sub);
        if (record && !flight.stale && this.listening) {
          this.records.set(sub, {
            record,
            expiresAt: Date.now() + spreadLifetime(USER_RECORD_TTL_MS),
          });
        }
      },
      () => {
        if (this.flights.get(sub) === flight) this.flights.delete(sub);
      },
    );
    return flight.promise;
  }

  /**
   * Called after every write of the record of `sub`, before the write answers: this instance
   * forgets it at once, the others as soon as Redis delivers the message.
   */
  async invalidate(sub: string): Promise<void> {
    this.forget(sub);
    if (!this.redis) return;
    try {
      await this.redis.publish(USER_RECORD_CHANGES_CHANNEL, sub);
    } catch (error) {
      // The other instances keep the old record until it expires, two seconds at most.
      this.logger.warn({ err: error, userId: sub }, 'user record change not published');
    }
  }

  /** Forgets every record on this instance (maintenance's clear cache); reads start afresh. */
  clearAll(): number {
    const size = this.records.size;
    this.records.clear();
    for (const flight of this.flights.values()) flight.stale = true;
    this.flights.clear();
    return size;
  }

  private forget(sub: string): void {
    this.records.delete(sub);
    const flight = this.flights.get(sub);
    if (flight) {
      flight.stale = true;
      this.flights.delete(sub);
    }
  }

  private stopListening(): void {
    this.listening = false;
    this.records.clear();
    for (const flight of this.flights.values()) flight.stale = true;
    this.flights.clear();
  }
}
