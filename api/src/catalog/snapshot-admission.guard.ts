import { finished } from 'node:stream';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { ApiException } from '../common/api-exception';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { SnapshotConcurrency } from './snapshot-concurrency';

const WINDOW_S = 60;
/** A full house frees up as soon as one download ends, so asking again shortly is right. */
const BUSY_RETRY_AFTER_S = 1;

/**
 * Lets a snapshot request through only within CATALOG_SNAPSHOT_RATE_LIMIT_PER_MINUTE per client
 * IP and while a place is free in SnapshotConcurrency (held until the answer is sent or the
 * client goes). Otherwise 429 with Retry-After. The snapshot is public and large, so this is what
 * stands between one client in a loop and everyone else. Counters are per instance (DESIGN.md
 * moves them to Redis with REDIS_URL).
 */
@Injectable()
export class SnapshotAdmissionGuard implements CanActivate {
  private readonly perIp: RateLimiterMemory;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly concurrency: SnapshotConcurrency,
  ) {
    this.perIp = new RateLimiterMemory({
      points: config.CATALOG_SNAPSHOT_RATE_LIMIT_PER_MINUTE,
      duration: WINDOW_S,
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    try {
      await this.perIp.consume(request.ip ?? 'unknown');
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      refuse(response, Math.ceil(error.msBeforeNext / 1000));
    }
    if (!this.concurrency.tryEnter()) refuse(response, BUSY_RETRY_AFTER_S);
    // `finished` also calls back for a client that already went while the limiter answered.
    finished(response, () => this.concurrency.leave());
    return true;
  }
}

function refuse(response: Response, retryAfterS: number): never {
  response.setHeader('Retry-After', String(Math.max(1, retryAfterS)));
  throw new ApiException(429, CALL_ERROR_MESSAGES.tooManyRequests);
}
