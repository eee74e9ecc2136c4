import { type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Redis } from 'ioredis';
import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrRefuse } from './consume-or-refuse';
import { createRateLimiter } from './rate-limiter-store';

/**
 * A guard that lets each client make `perMinute` calls a minute to what it guards, counted in
 * Redis across instances when REDIS_URL is set (in this process otherwise); the call over the
 * limit is refused with 429 and Retry-After. Each limit is a subclass naming its key and figure.
 */
export abstract class PerClientRateLimit implements CanActivate {
  private readonly limiter: RateLimiterAbstract;

  protected constructor(keyPrefix: string, perMinute: number, redis: Redis | null) {
    this.limiter = createRateLimiter({ keyPrefix, points: perMinute, windowSeconds: 60 }, redis);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    await consumeOrRefuse(this.limiter, http.getRequest<Request>(), http.getResponse<Response>());
    return true;
  }
}
