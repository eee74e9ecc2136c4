import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiException } from './api-exception';
import { toErrorBody } from './error-body';

describe(toErrorBody.name, () => {
  it.each([
    [
      new BadRequestException('Unexpected token } in JSON'),
      400,
      'Bad Request',
      'Invalid request. Please check your data.',
    ],
    [
      new UnauthorizedException(),
      401,
      'Unauthorized',
      'Your session has expired. Please log in again.',
    ],
    [
      new ForbiddenException(),
      403,
      'Forbidden',
      "You don't have permission to perform this action.",
    ],
    [
      new NotFoundException('Cannot GET /api/nope'),
      404,
      'Not Found',
      'The requested resource was not found.',
    ],
    [
      new HttpException('slow down', 429),
      429,
      'Too Many Requests',
      'Too many requests. Please try again later.',
    ],
    [
      new Error('db exploded at line 3'),
      500,
      'Internal Server Error',
      'Server error. Please try again later.',
    ],
    [
      new HttpException('busy', 503),
      503,
      'Service Unavailable',
      'Server error. Please try again later.',
    ],
    [new HttpException('teapot', 418), 418, "I'm a Teapot", 'An error occurred. Please try again.'],
    ['a thrown string', 500, 'Internal Server Error', 'Server error. Please try again later.'],
  ])('answers %p with the spec wording for its status', (exception, statusCode, error, message) => {
    expect(toErrorBody(exception)).toEqual({ statusCode, error, message });
  });

  it('keeps the message and details our own code chose', () => {
    const details = [{ field: 'limit', message: 'Too big' }];
    expect(toErrorBody(new ApiException(400, 'Invalid format', details))).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid format',
      details,
    });
  });

  it('reads the status that express middleware attaches to its errors', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected token'), { status: 400 });
    expect(toErrorBody(parseError).statusCode).toBe(400);
  });
});
