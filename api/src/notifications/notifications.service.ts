import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { type NotificationContent } from '../../../shared/notifications/notification-content';
import { NOTIFICATION_TYPE_CATEGORIES } from '../../../shared/notifications/notification-preferences';
import { type AppNotification } from '../../../shared/realtime/notification';
import { UserFanout } from '../realtime/user-fanout';
import { SyncRepository } from '../sync/sync.repository';
import { type DeliveryPlan, planDelivery, withPushSwitch } from './delivery-rules';
import { type EmailOutcome, NotificationEmails } from './email/notification-emails.service';
import { toUnreadCount } from './notification-log-state';
import { toAppNotification } from './notification-mapper';
import { NotificationMemories } from './notification-memories';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { NotificationRepository } from './notification.repository';
import { recipientSettings } from './recipient-settings';
import { NotificationPushes, type PushOutcome } from './push/notification-pushes.service';

export interface NotifyResult {
  /** The stored notification; null when the user switched the in-app channel off. */
  notification: AppNotification | null;
  plan: DeliveryPlan;
  /**
   * The e-mail under way in the background (null when the plan has no e-mail): it settles with
   * its outcome, never rejects, and nothing waits for it.
   */
  email: Promise<EmailOutcome> | null;
  /** The pushes under way in the background (null when the plan has no push), like `email`. */
  push: Promise<PushOutcome> | null;
}

/**
 * The one way every feature notifies a user: it applies the user's preferences (per category and
 * channel, critical categories always on, quiet hours in the user's time zone, the synced
 * settings' switch for push on every device), stores the
 * notification in the user's inbox and pushes it with the new counts to every open tab on every
 * instance. When the plan includes e-mail, the mail starts in the background (NotificationEmails),
 * whether or not the inbox keeps the notification; so does the push to each of the user's
 * subscribed devices when the plan includes push (NotificationPushes).
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly memories: NotificationMemories,
    private readonly preferences: NotificationPreferencesRepository,
    private readonly fanout: UserFanout,
    private readonly emails: NotificationEmails,
    private readonly pushes: NotificationPushes,
    private readonly sync: SyncRepository,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(NotificationsService.name);
  }

  /**
   * `id` names the notification: a producer that may have to repeat a delivery after a crash
   * (a leased change) passes its own, so it can ask `isStored` whether the first one landed.
   */
  async notify(
    userId: string,
    content: NotificationContent,
    now = new Date(),
    id: string = randomUUID(),
  ): Promise<NotifyResult> {
    const category = content.category ?? NOTIFICATION_TYPE_CATEGORIES[content.type];
    const preferences = await this.preferences.find(userId);
    const planned = planDelivery(preferences, category, content.priority, now);
    // The settings' push switch is read only when the plan would push (one `_id` lookup).
    const plan = planned.push
      ? withPushSwitch(planned, category, (await recipientSettings(this.sync, userId)).push)
      : planned;
    const { type, priority, title, message, actionUrl } = content;
    // Started once the notification is stored (when the inbox keeps it), so a caller that
    // retries a failed notify does not mail twice.
    const mail = () =>
      plan.email ? this.emails.send({ id, userId, category, title, message, actionUrl }) : null;
    const push = () =>
      plan.push ? this.pushes.send({ id, userId, priority, title, message, actionUrl }) : null;
    if (!plan.inApp) {
      this.logger.debug({ userId, category }, 'notification not stored: in-app switched off');
      return { notification: null, plan, email: mail(), push: push() };
    }
    const state = await this.memories.append(userId, { kind: 'created', id, type, priority });
    const stored = {
      id,
      userId,
      position: state.created,
      sequence: state.sequence,
      type,
      priority,
      title,
      message,
      ...(actionUrl ? { actionUrl } : {}),
      createdAt: now,
    };
    await this.notifications.insert(stored);
    const email = mail();
    const pushed = push();
    const notification = toAppNotification(stored, false);
    await this.fanout.sendToUser(userId, {
      type: 'notification',
      notification,
      unreadCount: toUnreadCount(state),
    });
    return { notification, plan, email, push: pushed };
  }

  /** Whether notification `id` is in its reader's inbox. */
  async isStored(id: string): Promise<boolean> {
    return (await this.notifications.findRef(id)) !== null;
  }
}
