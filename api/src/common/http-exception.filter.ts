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
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const body = toErrorBody(exception);
    const closed = exception instanceof ServiceClosedException;
    if (closed) response.locals[SERVICE_CLOSED_LOCAL] = true;
    this.log(body.statusCode, request, exception, closed);
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private log(statusCode: number, request: Request, exception: unknown, closed: boolean): void {
    // Express's 404 quotes the URL in its message, so both may carry a token from the query.
    const context = { method: request.method, url: redactUrl(request.originalUrl), statusCode };
    if (statusCode >= 500 && !closed) {
      this.logger.error({ ...context, err: exception }, 'request failed');
    } else {
      const reason = redactUrl(exception instanceof Error ? exception.message : String(exception));
      const details = (exception as { details?: unknown }).details;
      this.logger.warn({ ...context, reason, details }, 'request refused');
    }
  }
}
