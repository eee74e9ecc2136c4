import { type Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
} from 'rate-limiter-flexible';

export interface RateLimitOptions {
  /** Names the limit's counters; two limits never share one. */
  keyPrefix: string;
  /** Requests allowed per key in each window. */
  points: number;
  windowSeconds: number;
}

/**
 * A fixed-window counter per key: in Redis when there is one, so every instance counts against
 * the same budget (DESIGN.md decision 12), else in process. While Redis is unreachable each
 * instance falls back to its own in-process counter rather than refusing or waving everyone on.
 */
export function createRateLimiter(
  { keyPrefix, points, windowSeconds }: RateLimitOptions,
  redis: Redis | null,
): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: windowSeconds };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}
