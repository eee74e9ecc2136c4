import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import {
  type NotificationBroadcast,
  type NotificationBroadcastReceipt,
} from '../../../shared/notifications/notification-content';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { NotificationAudienceRepository } from './notification-audience.repository';
import { NotificationsService } from './notifications.service';

/** Deliveries of one broadcast in flight at once, so a broadcast leaves room for requests. */
const BROADCAST_CONCURRENCY = 8;

/**
 * An admin's message to one user or to every active student (system or custom type). A broadcast
 * to all is answered at once: finding its recipients is a scan of the users, kept off the request
 * path, and it is delivered in the background; a delivery that fails is logged and the others go
 * on.
 */
@Injectable()
export class NotificationBroadcastService {
  constructor(
    private readonly audience: NotificationAudienceRepository,
    private readonly notifications: NotificationsService,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(NotificationBroadcastService.name);
  }

  async broadcast(
    principal: Principal,
    broadcast: NotificationBroadcast,
  ): Promise<NotificationBroadcastReceipt> {
    const { audience, ...content } = broadcast;
    const broadcastId = randomUUID();
    const log = { adminId: principal.sub, broadcastId };
    if (audience.kind === 'user') {
      if (!(await this.audience.reachable(audience.userId))) {
        this.logger.warn(
          { ...log, userId: audience.userId },
          'broadcast to an unknown user refused',
        );
        throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
      }
      await this.notifications.notify(audience.userId, content);
      this.logger.info({ ...log, userId: audience.userId }, 'notification sent to one user');
      return { broadcastId };
    }
    void this.toStudents(log, content);
    return { broadcastId };
  }

  private async toStudents(
    log: { adminId: string; broadcastId: string },
    content: Omit<NotificationBroadcast, 'audience'>,
  ): Promise<void> {
    try {
      const recipients = await this.audience.activeStudents();
      this.logger.info({ ...log, recipients: recipients.length }, 'broadcast to students started');
      await this.deliver(recipients, content);
      this.logger.info(log, 'broadcast to students delivered');
    } catch (error) {
      this.logger.error({ ...log, err: error }, 'broadcast to students failed');
    }
  }

  private async deliver(
    recipients: string[],
    content: Omit<NotificationBroadcast, 'audience'>,
  ): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < recipients.length) {
        const userId = recipients[next++]!;
        try {
          await this.notifications.notify(userId, content);
        } catch (error) {
          this.logger.error({ err: error, userId }, 'broadcast delivery failed');
        }
      }
    };
    await Promise.all(Array.from({ length: BROADCAST_CONCURRENCY }, worker));
  }
}
