import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Redis } from 'ioredis';
import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrRefuse } from '../../common/rate-limit/consume-or-refuse';
import { createRateLimiter } from '../../common/rate-limit/rate-limiter-store';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { REDIS_CLIENT } from '../../redis/redis.module';

/**
 * Limits lead submissions per client to LEADS_RATE_LIMIT_PER_MINUTE per minute, counted in Redis
 * across instances when REDIS_URL is set. Replays count too: a client that retries in a loop is
 * exactly what this is for.
 */
@Injectable()
export class SubmissionRateLimiter implements CanActivate {
  private readonly limiter: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS_CLIENT) redis: Redis | null) {
    this.limiter = createRateLimiter(
      { keyPrefix: 'rate:leads', points: config.LEADS_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 },
      redis,
    );
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    await consumeOrRefuse(this.limiter, http.getRequest<Request>(), http.getResponse<Response>());
    return true;
  }
}
