/**
 * The system settings that shape every HTTP answer (issue 16 item 2), as Express middleware
 * mounted before the application (bootstrap.ts). Each reads the settings in force from the store
 * (memory; a stamp check every few seconds) on every request, so a save applies to the next
 * request on every instance without a restart.
 */
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type Redis } from 'ioredis';
import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { SYSTEM_SETTINGS_MESSAGES } from '../../../shared/system-settings/system-settings';
import { ApiException } from '../common/api-exception';
import { toErrorBody } from '../common/error-body';
import { consumeOrRefuse } from '../common/rate-limit/consume-or-refuse';
import { createRateLimiter } from '../common/rate-limit/rate-limiter-store';
import { type SystemSettingsStore } from './system-settings-store';

type Handler = (request: Request, response: Response) => Promise<boolean>;

/** Runs `handle`; continues to the application unless it answered (true) or failed. */
function settingsMiddleware(handle: Handler): RequestHandler {
  return (request, response, next: NextFunction) => {
    handle(request, response).then(
      (answered) => answered || next(),
      (error: unknown) => sendError(response, error),
    );
  };
}

/** Answers with the API's error body (these run before Nest, outside its exception filter). */
function sendError(response: Response, error: unknown): boolean {
  const body = toErrorBody(error);
  if (!response.headersSent) response.status(body.statusCode).json(body);
  return true;
}

/** Load balancers probe health over plain HTTP from inside the network. */
const isHealthProbe = (request: Request) => request.path.startsWith('/api/health');

/**
 * Require HTTPS: a request that did not arrive over HTTPS (as Express judges it under
 * `trust proxy`: X-Forwarded-Proto from a trusted proxy, else the socket) is redirected to the
 * same address over https; reads and writes alike, with 308 so a POST stays a POST. Helmet sends
 * Strict-Transport-Security on every answer, so browsers keep to https afterwards.
 */
export function requireHttps(store: SystemSettingsStore): RequestHandler {
  return settingsMiddleware(async (request, response) => {
    if (request.secure || isHealthProbe(request)) return false;
    if (!(await store.current()).requireHttps) return false;
    response.redirect(308, `https://${request.get('host') ?? ''}${request.originalUrl}`);
    return true;
  });
}

const CORS_MAX_AGE_S = 600;
const CORS_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

/**
 * CORS for the API: an Origin on the settings' list gets Access-Control-Allow-Origin (and a
 * preflight answered here); any other origin gets no CORS header, so browsers keep its pages from
 * reading the answers. The site itself is same-origin and needs none. Bearer tokens, not cookies,
 * authenticate API calls, so credentials are not allowed.
 */
export function corsFromSettings(store: SystemSettingsStore): RequestHandler {
  return settingsMiddleware(async (request, response) => {
    const origin = request.get('origin');
    if (!origin) return false;
    response.vary('Origin');
    if (!(await store.current()).corsOrigins.includes(origin.toLowerCase())) return false;
    response.setHeader('Access-Control-Allow-Origin', origin);
    const preflight = request.method === 'OPTIONS' && request.get('access-control-request-method');
    if (!preflight) return false;
    response.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
    const headers = request.get('access-control-request-headers');
    if (headers) response.setHeader('Access-Control-Allow-Headers', headers);
    response.setHeader('Access-Control-Max-Age', String(CORS_MAX_AGE_S));
    response.status(204).end();
    return true;
  });
}

/** The partner API (/api/partner/v1) while the public API is off: 503 with the reason. */
export function publicApiSwitch(store: SystemSettingsStore): RequestHandler {
  return settingsMiddleware(async () => {
    if ((await store.current()).publicApiEnabled) return false;
    throw new ApiException(503, SYSTEM_SETTINGS_MESSAGES.publicApiOff);
  });
}

/**
 * Response timeout: a request still unanswered after the set seconds gets 503 with the reason;
 * whatever the handler answers later is dropped (the exception filter sees headers sent).
 */
export function responseTimeout(store: SystemSettingsStore): RequestHandler {
  return settingsMiddleware(async (_request, response) => {
    const seconds = (await store.current()).responseTimeoutSeconds;
    if (seconds === null) return false;
    const timer = setTimeout(() => {
      sendError(response, new ApiException(503, SYSTEM_SETTINGS_MESSAGES.responseTimeout));
    }, seconds * 1000);
    response.on('close', () => clearTimeout(timer));
    return false;
  });
}

const WINDOWS = [
  ['rateLimitPerMinute', 60],
  ['rateLimitPerHour', 3_600],
  ['rateLimitPerDay', 86_400],
] as const;

/**
 * The API's rate limits per client (per minute, hour and day; none while a field is empty),
 * counted in Redis across instances when there is one (DESIGN.md decision 12). A limiter is made
 * per window and figure, so a changed figure starts counting against the new budget.
 */
export function apiRateLimits(store: SystemSettingsStore, redis: Redis | null): RequestHandler {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (windowSeconds: number, points: number) => {
    const keyPrefix = `rate:api:${windowSeconds}:${points}`;
    let found = limiters.get(keyPrefix);
    if (!found) {
      found = createRateLimiter({ keyPrefix, points, windowSeconds }, redis);
      limiters.set(keyPrefix, found);
    }
    return found;
  };
  return settingsMiddleware(async (request, response) => {
    if (isHealthProbe(request)) return false;
    const settings = await store.current();
    for (const [field, windowSeconds] of WINDOWS) {
      const points = settings[field];
      if (points !== null) await consumeOrRefuse(limiter(windowSeconds, points), request, response);
    }
    return false;
  });
}
