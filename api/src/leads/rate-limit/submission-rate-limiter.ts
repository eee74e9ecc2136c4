import { Inject, Injectable } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { PerClientRateLimit } from '../../common/rate-limit/per-client-rate-limit';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { REDIS_CLIENT } from '../../redis/redis.module';

/**
 * Limits lead submissions per client to LEADS_RATE_LIMIT_PER_MINUTE a minute. Replays count too:
 * a client that retries in a loop is exactly what this is for.
 */
@Injectable()
export class SubmissionRateLimiter extends PerClientRateLimit {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS_CLIENT) redis: Redis | null) {
    super('rate:leads', config.LEADS_RATE_LIMIT_PER_MINUTE, redis);
  }
}
