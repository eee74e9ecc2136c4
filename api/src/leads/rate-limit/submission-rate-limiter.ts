import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import { ApiException } from '../../common/api-exception';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';

const WINDOW_MS = 60_000;

/**
 * Limits lead submissions per client IP to LEADS_RATE_LIMIT_PER_MINUTE in a sliding minute, in
 * process memory (one instance; DESIGN.md moves the counters to Redis with REDIS_URL). Replays
 * count too: a client that retries in a loop is exactly what this is for.
 */
@Injectable()
export class SubmissionRateLimiter implements CanActivate {
  private readonly hits = new Map<string, number[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const key = request.ip ?? 'unknown';
    const now = Date.now();
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < WINDOW_MS);
    if (recent.length >= this.config.LEADS_RATE_LIMIT_PER_MINUTE) {
      this.hits.set(key, recent);
      throw new ApiException(429, CALL_ERROR_MESSAGES.tooManyRequests);
    }
    recent.push(now);
    this.hits.set(key, recent);
    this.forgetIdle(now);
    return true;
  }

  /** Drops clients silent for a whole window, so the map does not grow without bound. */
  private forgetIdle(now: number): void {
    if (this.hits.size < 10_000) return;
    for (const [key, times] of this.hits) {
      if (times.every((time) => now - time >= WINDOW_MS)) this.hits.delete(key);
    }
  }
}
