import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DynamicModule, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import {
  destination as fileDestination,
  type DestinationStream,
  type Level,
  levels,
  multistream,
} from 'pino';
import { type Options } from 'pino-http';
import { SERVICE_CLOSED_LOCAL } from '../common/api-exception';
import { type AppConfig } from '../config/config.schema';
import { type SystemLogSink } from '../system-logs/system-log-sink';
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

/** What the system log keeps (spec §3): warnings and errors, whatever the console's level. */
const SYSTEM_LOG_LEVEL: Level = 'warn';

/**
 * Logs go to stdout at LOG_LEVEL unless `destination` says otherwise (tests read them back), and
 * warnings and errors also to the system log's sink.
 */
export function loggingModule(
  config: AppConfig,
  destination: DestinationStream | undefined,
  systemLog: SystemLogSink,
): DynamicModule {
  const consoleStreams =
    config.LOG_LEVEL === 'silent'
      ? []
      : [{ level: config.LOG_LEVEL, stream: destination ?? fileDestination(1) }];
  const streams = multistream([...consoleStreams, { level: SYSTEM_LOG_LEVEL, stream: systemLog }]);
  const lowest = Math.min(
    levels.values[SYSTEM_LOG_LEVEL]!,
    levels.values[config.LOG_LEVEL] ?? Infinity,
  );
  const options: Options = {
    level: levels.labels[lowest],
    genReqId: requestId,
    autoLogging: { ignore: isStaticRequest },
    serializers: logSerializers,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      // A partner's API key (api/src/partner-api).
      'req.headers["x-api-key"]',
      'res.headers["set-cookie"]',
    ],
    // A refused request (4xx, or a 503 by decision such as maintenance) is already logged at warn,
    // with its reason, by the exception filter.
    customLogLevel: (_request, response, error) => {
      const locals = (response as ServerResponse & { locals?: Record<string, unknown> }).locals;
      if (locals?.[SERVICE_CLOSED_LOCAL]) return 'info';
      return error || response.statusCode >= 500 ? 'error' : 'info';
    },
  };
  return LoggerModule.forRoot({
    // Express 5 path syntax; nestjs-pino's default '*' makes Nest log a legacy-route warning.
    forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
    pinoHttp: [options, streams],
  });
}
