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
