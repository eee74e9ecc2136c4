import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { type NotificationUnsubscribeResult } from '../../../../shared/notifications/notification-email';
import { NOTIFICATION_MESSAGES } from '../../../../shared/notifications/notification-messages';
import { ApiException } from '../../common/api-exception';
import { KeyedLock } from '../../common/keyed-lock';
import { NotificationPreferencesRepository } from '../notification-preferences.repository';
import { UnsubscribeLinks } from './unsubscribe-links';

/**
 * RFC 8058 one-click unsubscribe from a notification mail: the token names the user and the
 * category, and e-mail is switched off for that category in the user's preferences (the other
 * channels and categories stay as they were). Doing it twice is fine.
 */
@Injectable()
export class EmailUnsubscribeService {
  /** Serialises this process's read-modify-write of one user's preferences. */
  private readonly lock = new KeyedLock();

  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly preferences: NotificationPreferencesRepository,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(EmailUnsubscribeService.name);
  }

  async unsubscribe(token: unknown, now = new Date()): Promise<NotificationUnsubscribeResult> {
    const grant = await this.links.read(token);
    if (!grant) {
      this.logger.warn(
        { hasToken: typeof token === 'string' && token !== '' },
        'unsubscribe refused: bad token',
      );
      throw new ApiException(400, NOTIFICATION_MESSAGES.unsubscribeLinkInvalid);
    }
    const { userId, category } = grant;
    await this.lock.run(userId, async () => {
      const current = await this.preferences.find(userId);
      if (!current.categories[category].email) return;
      const categories = {
        ...current.categories,
        [category]: { ...current.categories[category], email: false },
      };
      await this.preferences.save({ ...current, categories }, now);
    });
    this.logger.info({ userId, category }, 'notification e-mails unsubscribed');
    return { category, email: false };
  }
}
