import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { ApiException } from '../common/api-exception';
import { KeyedLock } from '../common/keyed-lock';
import { REDIS_CLIENT } from '../redis/redis.module';

/**
 * How long a lock holds if its holder dies: far longer than a change's few `_id` reads and writes
 * and one file removal, short enough that a crashed instance blocks a user's uploads only briefly.
 */
const LOCK_TTL_MS = 10_000;
/** How often a change waiting for another instance's asks again. */
const RETRY_MS = 25;
/** A change still waiting after this is answered 503 (the other holder is stuck or gone). */
const WAIT_LIMIT_MS = LOCK_TTL_MS + 5_000;

/** Deletes the lock only while it is still the caller's (it may have expired and been retaken). */
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1])
end
return 0`;

const lockKey = (userId: string) => `profile-picture-lock:${encodeURIComponent(userId)}`;

/**
 * Runs one user's profile-picture changes one at a time: no update is atomic on the embedded
 * database (DESIGN.md decision 10), and two changes at once would leave an orphan file or fail on
 * the record's insert. Within this process a KeyedLock orders them; with REDIS_URL each change
 * also holds a short Redis lock (SET NX PX, released only by its holder), so changes reaching
 * different instances wait for each other too. A few lines of Redis instead of a library: the
 * `redlock` package is a multi-server algorithm whose current release predates ioredis 5. While
 * Redis cannot be reached, each instance orders only its own changes (as the rate limits do).
 */
@Injectable()
export class ProfilePictureLock {
  private readonly local = new KeyedLock();

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(ProfilePictureLock.name);
  }

  run<T>(userId: string, task: () => Promise<T>): Promise<T> {
    const redis = this.redis;
    return this.local.run(userId, () =>
      redis ? this.acrossInstances(redis, userId, task) : task(),
    );
  }

  private async acrossInstances<T>(
    redis: Redis,
    userId: string,
    task: () => Promise<T>,
  ): Promise<T> {
    const key = lockKey(userId);
    const token = randomUUID();
    const held = await this.acquire(redis, key, token, userId);
    try {
      return await task();
    } finally {
      if (held) await this.release(redis, key, token, userId);
    }
  }

  /** True once the lock is taken; false when Redis cannot be reached (this process's order only). */
  private async acquire(redis: Redis, key: string, token: string, userId: string) {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      try {
        if ((await redis.set(key, token, 'PX', LOCK_TTL_MS, 'NX')) === 'OK') return true;
      } catch (error) {
        this.logger.warn({ err: error, userId }, 'profile picture lock not taken in Redis');
        return false;
      }
      if (Date.now() > deadline) {
        this.logger.error({ userId }, 'profile picture lock still held by another instance');
        throw new ApiException(503, CALL_ERROR_MESSAGES.server);
      }
      await delay(RETRY_MS);
    }
  }

  private async release(redis: Redis, key: string, token: string, userId: string): Promise<void> {
    try {
      await redis.eval(RELEASE_SCRIPT, 1, key, token);
    } catch (error) {
      // It expires by itself within LOCK_TTL_MS.
      this.logger.warn({ err: error, userId }, 'profile picture lock not released in Redis');
    }
  }
}
