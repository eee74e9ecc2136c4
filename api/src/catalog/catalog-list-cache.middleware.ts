import { Injectable, type NestMiddleware } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';
import { CatalogListCache } from './catalog-list-cache';

/** Sends serialised JSON as it is: `res.json` would serialise it again and hash it for an ETag. */
export function sendJson(response: Response, body: Buffer): void {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(body);
}

/**
 * Answers a list URL answered before straight from the cache, ahead of Nest's routing, guard and
 * validation, which would only redo what the first request did: the controller keeps an answer
 * only for a query it validated. Everything else goes on to the controller.
 */
@Injectable()
export class CatalogListCacheMiddleware implements NestMiddleware {
  constructor(private readonly cache: CatalogListCache) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const body = this.cache.find(request.originalUrl);
    if (body) sendJson(response, body);
    else next();
  }
}
