import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type PinoLogger } from 'nestjs-pino';
import { requestId } from '../logging/logging.module';
import { type CatalogListCache } from './catalog-list-cache';

/** Where the public list lives; its detail pages (`/api/public/courses/:id`) are not cached here. */
const LIST_PATH = '/api/public/courses';

/** Sends serialised JSON as it is: `res.json` would serialise it again and hash it for an ETag. */
export function sendJson(response: Response, body: Buffer): void {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(body);
}

/**
 * Answers a list URL answered before straight from the cache. It runs ahead of Nest's routing,
 * guard, validation and per-request logger (whose request-scoped context costs more than the
 * answer itself), so it gives the answer its request id and logs it the same way; the controller
 * keeps an answer only for a query it validated. Everything else goes on.
 */
export function cachedListAnswers(cache: CatalogListCache, logger: PinoLogger): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path !== LIST_PATH) return next();
    const body = cache.find(request.originalUrl);
    if (!body) return next();
    const id = requestId(request, response);
    sendJson(response, body);
    logger.info(
      { req: { id, method: request.method, url: request.originalUrl }, res: { statusCode: 200 } },
      'request completed from the list cache',
    );
  };
}
