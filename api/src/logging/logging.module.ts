import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DynamicModule, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { type DestinationStream } from 'pino';
import { type Options } from 'pino-http';
import { type AppConfig } from '../config/config.schema';
import { logSerializers } from './log-serializers';

const REQUEST_ID_HEADER = 'x-request-id';
const TRUSTED_REQUEST_ID = /^[\w.-]{8,128}$/;

/** Keeps a caller's request id when it looks like one (a proxy's), else makes a new one. */
export function requestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id =
    typeof incoming === 'string' && TRUSTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** Only API traffic is logged per request; static files would drown it. */
function isStaticRequest(request: IncomingMessage): boolean {
  const url = request.url ?? '';
  return !url.startsWith('/api/') && !url.startsWith('/idp/') && !url.startsWith('/analytics-api/');
}

/** Logs go to stdout unless `destination` says otherwise (tests read them back). */
export function loggingModule(config: AppConfig, destination?: DestinationStream): DynamicModule {
  const options: Options = {
    level: config.LOG_LEVEL,
    genReqId: requestId,
    autoLogging: { ignore: isStaticRequest },
    serializers: logSerializers,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // A refused request (4xx) is already logged at warn, with its reason, by the exception filter.
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : 'info',
  };
  return LoggerModule.forRoot({
    // Express 5 path syntax; nestjs-pino's default '*' makes Nest log a legacy-route warning.
    forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
    pinoHttp: destination ? [options, destination] : options,
  });
}
