import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { redactUrl } from '../logging/redact-url';
import { SERVICE_CLOSED_LOCAL, ServiceClosedException } from './api-exception';
import { toErrorBody } from './error-body';

/** Answers every error as `{ statusCode, error, message, details? }` and logs what was refused. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: PinoLogger) {
    logger.setContext(HttpExceptionFilter.name);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    answerError(http.getRequest<Request>(), http.getResponse<Response>(), exception, this.logger);
  }
}

/**
 * The filter's answer and log line for `exception`; also used by the calls answered ahead of
 * Nest's routing (notification-reads.middleware.ts), so their refusals read the same.
 */
export function answerError(
  request: Request,
  response: Response,
  exception: unknown,
  logger: PinoLogger,
): void {
  const body = toErrorBody(exception);
  const closed = exception instanceof ServiceClosedException;
  if (closed) response.locals[SERVICE_CLOSED_LOCAL] = true;
  // Express's 404 quotes the URL in its message, so both may carry a token from the query.
  const context = {
    method: request.method,
    url: redactUrl(request.originalUrl),
    statusCode: body.statusCode,
  };
  if (body.statusCode >= 500 && !closed) {
    logger.error({ ...context, err: exception }, 'request failed');
  } else {
    const reason = redactUrl(exception instanceof Error ? exception.message : String(exception));
    const details = (exception as { details?: unknown }).details;
    logger.warn({ ...context, reason, details }, 'request refused');
  }
  if (response.headersSent) return;
  response.status(body.statusCode).json(body);
}
