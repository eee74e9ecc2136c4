import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';

/**
 * A user reaches only their own notifications and preferences; admins too (they may send to
 * anyone through the broadcast call, not read another's inbox).
 */
@Injectable()
export class NotificationAccess {
  constructor(private readonly logger: PinoLogger) {
    logger.setContext(NotificationAccess.name);
  }

  /** The user id a call is about (the caller's when none is named); 403 for anyone else's. */
  own(principal: Principal, userId: string | undefined): string {
    if (userId === undefined || userId === principal.sub) return principal.sub;
    this.logger.warn(
      { userId: principal.sub, target: userId },
      "access to another user's notifications refused",
    );
    throw new ApiException(403, CALL_ERROR_MESSAGES.forbidden);
  }
}
