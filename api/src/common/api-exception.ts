import { HttpException } from '@nestjs/common';

/**
 * An error whose message our own code chose from the spec's wording (spec §5, §8). The exception
 * filter answers it as is; any other exception gets the catalogue message for its status.
 */
export class ApiException extends HttpException {
  constructor(
    statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message, statusCode);
  }
}

/**
 * A 503 the service answers by decision (maintenance mode), not because something broke: logged
 * as a refusal (warn), so that a planned maintenance does not fill the error log.
 */
export class ServiceClosedException extends ApiException {
  constructor(message: string) {
    super(503, message);
  }
}

/** Set on a response answered by a ServiceClosedException, for the request log's level. */
export const SERVICE_CLOSED_LOCAL = 'serviceClosed';
