import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type PinoLogger } from 'nestjs-pino';
import { sendJson } from '../common/send-json';
import { requestId } from '../logging/logging.module';
import { courseListQuerySchema } from '../../../shared/catalog/course-list';
import { type CatalogListCache } from './catalog-list-cache';
import { type CatalogService } from './catalog.service';

/** Where the public list lives; its detail pages (`/api/public/courses/:id`) are not cached here. */
const LIST_PATH = '/api/public/courses';

/**
 * Answers the public list ahead of Nest's routing, guard, validation and per-request logger
 * (whose request-scoped context costs more than a cached answer, and at 200,000 programs about
 * as much as an uncached one): a URL answered before straight from the cache, any other valid
 * query through the catalogue service, which keeps its answer. It gives each answer its request
 * id and logs it the same way. An invalid query goes on to the controller, which answers 400
 * naming the fields and logs the refusal; everything else goes on too.
 */
export function listAnswers(
  cache: CatalogListCache,
  catalog: CatalogService,
  logger: PinoLogger,
): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path !== LIST_PATH) return next();
    const url = request.originalUrl;
    let body = cache.find(url);
    if (!body) {
      const query = courseListQuerySchema.safeParse(request.query);
      if (!query.success) return next();
      body = catalog.listPublicJson(url, query.data);
    }
    const id = requestId(request, response);
    sendJson(response, body);
    logger.info(
      { req: { id, method: request.method, url }, res: { statusCode: 200 } },
      'request completed by the list middleware',
    );
  };
}
