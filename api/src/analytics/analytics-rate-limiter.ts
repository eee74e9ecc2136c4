import { Inject, Injectable } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { PerClientRateLimit } from '../common/rate-limit/per-client-rate-limit';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { REDIS_CLIENT } from '../redis/redis.module';

/**
 * Limits analytics batches per client to ANALYTICS_RATE_LIMIT_PER_MINUTE a minute, so no one can
 * flood the counters.
 */
@Injectable()
export class AnalyticsRateLimiter extends PerClientRateLimit {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS_CLIENT) redis: Redis | null) {
    super('rate:analytics', config.ANALYTICS_RATE_LIMIT_PER_MINUTE, redis);
  }
}
