import type { Request, Response } from 'express';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import { ApiException } from '../api-exception';

/**
 * The client a request counts against: its address as Express derives it under `trust proxy`
 * (the first address a configured proxy did not add), so visitors behind our own reverse proxy
 * get a bucket each while a forged X-Forwarded-For from anyone else is ignored.
 */
function clientKey(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

/**
 * Spends one request of the client's budget, or refuses with 429 in the spec's wording and a
 * `Retry-After` (whole seconds, at least 1) saying when the budget comes back.
 */
export async function consumeOrRefuse(
  limiter: RateLimiterAbstract,
  request: Request,
  response: Response,
): Promise<void> {
  try {
    await limiter.consume(clientKey(request));
  } catch (rejection) {
    // Anything else is a store failure with no fallback left: a real server error.
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    response.setHeader(
      'Retry-After',
      String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))),
    );
    throw new ApiException(429, CALL_ERROR_MESSAGES.tooManyRequests);
  }
}
