import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import {
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '../../../shared/notifications/notification-preferences';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { NotificationAccess } from './notification-access';
import { NotificationPreferencesRepository } from './notification-preferences.repository';

/** GET/PUT /api/notifications/preferences/{userId}: the caller's own only. */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    private readonly preferences: NotificationPreferencesRepository,
    private readonly access: NotificationAccess,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(NotificationPreferencesService.name);
  }

  find(principal: Principal, userId: string): Promise<NotificationPreferences> {
    return this.preferences.find(this.access.own(principal, userId));
  }

  save(
    principal: Principal,
    userId: string,
    input: NotificationPreferencesInput,
    now = new Date(),
  ): Promise<NotificationPreferences> {
    const owner = this.access.own(principal, userId);
    if (input.userId !== undefined && input.userId !== owner) {
      this.logger.warn(
        { userId: owner, bodyUserId: input.userId },
        'preferences for a mismatched user id refused',
      );
      throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest);
    }
    const { categories, quietHours, timeZone } = input;
    return this.preferences.save({ userId: owner, categories, quietHours, timeZone }, now);
  }
}
