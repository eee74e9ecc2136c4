import { HttpException, HttpStatus } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import {
  CALL_ERROR_MESSAGES,
  callErrorKind,
  type ApiErrorBody,
} from '../../../shared/errors/api-error';
import { ApiException } from './api-exception';

function statusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  // body-parser and other express middleware attach an HTTP status to the errors they raise.
  const status = (exception as { status?: unknown; statusCode?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 600) return status;
  return HttpStatus.INTERNAL_SERVER_ERROR;
}

/**
 * Turns anything thrown while answering a request into the body the API promises (spec §8):
 * our own ApiExceptions keep their message and details; everything else gets the catalogue
 * message for its status, so framework texts and stack traces never reach a user.
 */
export function toErrorBody(exception: unknown): ApiErrorBody {
  const statusCode = statusOf(exception);
  const error = STATUS_CODES[statusCode] ?? 'Error';
  if (exception instanceof ApiException) {
    const body: ApiErrorBody = { statusCode, error, message: exception.message };
    if (exception.details !== undefined) body.details = exception.details;
    return body;
  }
  return { statusCode, error, message: CALL_ERROR_MESSAGES[callErrorKind(statusCode)] };
}
