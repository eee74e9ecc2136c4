import {
  BadRequestException,
  Controller,
  ForbiddenException,
  Get,
  HttpException,
  Post,
  UnauthorizedException,
} from '@nestjs/common';
import request from 'supertest';
import { createTestApp, type TestApp } from '../harness/test-app';

@Controller('public/probe')
class ThrowingProbeController {
  @Get('400')
  badRequest(): never {
    throw new BadRequestException('validation internals');
  }
  @Get('401')
  unauthorized(): never {
    throw new UnauthorizedException();
  }
  @Get('403')
  forbidden(): never {
    throw new ForbiddenException();
  }
  @Get('429')
  tooMany(): never {
    throw new HttpException('rate limited', 429);
  }
  @Get('500')
  crash(): never {
    throw new Error('secret connection string mongodb://user:pw@host');
  }
  @Get('409')
  conflict(): never {
    throw new HttpException('conflict', 409);
  }
  @Post('echo')
  echo(): { ok: true } {
    return { ok: true };
  }
}

describe('API error answers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({}, { extraControllers: [ThrowingProbeController] });
  });
  afterAll(() => testApp.close());

  it.each([
    ['400', 400, 'Bad Request', 'Invalid request. Please check your data.'],
    ['401', 401, 'Unauthorized', 'Your session has expired. Please log in again.'],
    ['403', 403, 'Forbidden', "You don't have permission to perform this action."],
    ['429', 429, 'Too Many Requests', 'Too many requests. Please try again later.'],
    ['500', 500, 'Internal Server Error', 'Server error. Please try again later.'],
    ['409', 409, 'Conflict', 'An error occurred. Please try again.'],
  ])('answers a %s as JSON in the spec wording', async (path, statusCode, error, message) => {
    const response = await request(testApp.http).get(`/api/public/probe/${path}`);
    expect(response.status).toBe(statusCode);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ statusCode, error, message });
  });

  it('never leaks a stack trace or the error text of a crash', async () => {
    const response = await request(testApp.http).get('/api/public/probe/500');
    expect(response.text).not.toMatch(/mongodb:\/\/|at .*\.ts|stack/);
  });

  it('answers an unknown /api route with a 404 in the spec wording', async () => {
    const response = await request(testApp.http).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'The requested resource was not found.',
    });
  });

  it('answers malformed JSON with a 400 in the spec wording', async () => {
    const response = await request(testApp.http)
      .post('/api/public/probe/echo')
      .set('Content-Type', 'application/json')
      .send('{"fullName": "Ada",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request. Please check your data.',
    });
  });

  it('gives every answer a request id and the helmet security headers', async () => {
    const response = await request(testApp.http).get('/api/no-such-thing');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps a request id given by a proxy', async () => {
    const response = await request(testApp.http)
      .get('/api/no-such-thing')
      .set('X-Request-Id', 'proxy-id-12345');
    expect(response.headers['x-request-id']).toBe('proxy-id-12345');
  });
});
