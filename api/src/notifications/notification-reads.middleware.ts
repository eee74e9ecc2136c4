import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type PinoLogger } from 'nestjs-pino';
import { type z } from 'zod';
import {
  NOTIFICATIONS_API_PATH,
  notificationPageQuerySchema,
  unreadCountQuerySchema,
} from '../../../shared/notifications/notification-api';
import { type AccessRule } from '../auth/access.decorator';
import { type JwtAuthGuard } from '../auth/jwt-auth.guard';
import { type Principal } from '../auth/principal';
import { answerError } from '../common/http-exception.filter';
import { sendJson } from '../common/send-json';
import { requestId } from '../logging/logging.module';
import { redactUrl } from '../logging/redact-url';
import { type NotificationInboxService } from './notification-inbox.service';

/** NotificationsController's rule, which these calls are admitted under. */
const OWN_DATA: AccessRule = { kind: 'own-data' };

interface Read<S extends z.ZodType> {
  query: S;
  /** The answer, serialised. */
  answer(inbox: NotificationInboxService, principal: Principal, query: z.infer<S>): Promise<Buffer>;
}

const read = <S extends z.ZodType>(entry: Read<S>) => entry as Read<z.ZodType>;

/** The two calls every open dashboard makes most: the bell's count and the inbox's first page. */
const READS = new Map<string, Read<z.ZodType>>([
  [
    `${NOTIFICATIONS_API_PATH}/unread-count`,
    read({
      query: unreadCountQuerySchema,
      answer: async (inbox, ...call) =>
        Buffer.from(JSON.stringify(await inbox.unreadCount(...call))),
    }),
  ],
  [
    `${NOTIFICATIONS_API_PATH}/infinite`,
    read({
      query: notificationPageQuerySchema,
      answer: (inbox, ...call) => inbox.pageJson(...call),
    }),
  ],
]);

/**
 * Answers `GET /api/notifications/unread-count` and `/infinite` ahead of Nest's routing,
 * interceptors, pipes and per-request logger, which cost more than the answers themselves (the
 * inbox is read from memory, a first page kept serialised): issue 12's 20 ms p95 at 32
 * connections. The caller is admitted by the app-wide guard's own check under the controller's
 * rule, the answer comes from the same service, and a refusal is answered and logged as the
 * exception filter does. An invalid query goes on to the controller, which answers 400 naming
 * the fields; everything else goes on too.
 */
export function notificationReads(
  guard: JwtAuthGuard,
  inbox: NotificationInboxService,
  logger: PinoLogger,
): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const call = request.method === 'GET' ? READS.get(request.path) : undefined;
    if (!call) return next();
    const query = call.query.safeParse(request.query);
    if (!query.success) return next();
    const id = requestId(request, response);
    void guard
      .admit(request, OWN_DATA)
      .then((principal) => call.answer(inbox, principal, query.data))
      .then(
        (answer) => {
          sendJson(response, answer);
          // Built only when kept: at this rate the line costs as much as a part of the answer.
          if (!logger.logger.isLevelEnabled('info')) return;
          logger.info(
            {
              req: { id, method: request.method, url: redactUrl(request.originalUrl) },
              res: { statusCode: 200 },
            },
            'request completed by the notification reads middleware',
          );
        },
        (error: unknown) => answerError(request, response, error, logger),
      );
  };
}
