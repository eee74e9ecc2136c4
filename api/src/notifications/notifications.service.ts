import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { type NotificationContent } from '../../../shared/notifications/notification-content';
import {
  type NotificationCategory,
  NOTIFICATION_TYPE_CATEGORIES,
} from '../../../shared/notifications/notification-preferences';
import {
  type AppNotification,
  type NotificationPriority,
} from '../../../shared/realtime/notification';
import { UserFanout } from '../realtime/user-fanout';
import { SyncRepository } from '../sync/sync.repository';
import { type DeliveryPlan, planDelivery, withPushSwitch } from './delivery-rules';
import { type EmailOutcome, NotificationEmails } from './email/notification-emails.service';
import { type InboxMemory } from './inbox-memory';
import { type NotificationLogState, toUnreadCount } from './notification-log-state';
import { toAppNotification } from './notification-mapper';
import { NotificationMemories } from './notification-memories';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { NotificationRepository, type StoredNotification } from './notification.repository';
import { recipientSettings } from './recipient-settings';
import { NotificationPushes, type PushOutcome } from './push/notification-pushes.service';

/** A batch of appends writes the heads of entries whose sequence is a multiple of this. */
export const HEAD_LAG_LIMIT = 8;

/** One user's notification on its way: what it says and which channels take it. */
interface Delivery {
  id: string;
  userId: string;
  category: NotificationCategory;
  plan: DeliveryPlan;
  content: NotificationContent;
  /** Part of a broadcast: its push waits its turn behind the others (NotificationPushes). */
  bulk?: boolean;
}

/** The notification as stored, at the position its 'created' entry gave it. */
function toStored(
  { id, userId, content }: Delivery,
  state: NotificationLogState,
  now: Date,
): Omit<StoredNotification, '_id'> {
  const { type, priority, title, message, actionUrl } = content;
  return {
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
}

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
    const plan = await this.plan(userId, category, content.priority, now);
    const delivery = { id, userId, category, plan, content };
    if (!plan.inApp) return this.deliverUnstored(delivery);
    const { type, priority } = content;
    const state = await this.memories.append(userId, { kind: 'created', id, type, priority });
    const stored = toStored(delivery, state, now);
    await this.notifications.insert(stored);
    return this.deliverStored(delivery, stored, state);
  }

  /**
   * `notify` for many users at once (an admin's broadcast): each one's preferences are honoured
   * as in `notify`, but what can be batched is: the log entries are one batch insert (each right
   * after the state this instance remembers of the inbox, or reads once; a user whose entry lost
   * to another writer takes the usual append), the notifications and their refs one each; the
   * reads run side by side, and the heads' hints are left to lag a little (writeLaggingHeads).
   * Answers each user's outcome, in order; one user's failure does not stop the others'.
   * `idOf` names each user's notification, as `id` does in `notify`.
   */
  async notifyEach(
    userIds: string[],
    content: NotificationContent,
    now = new Date(),
    idOf: (userId: string) => string = () => randomUUID(),
  ): Promise<PromiseSettledResult<NotifyResult>[]> {
    const category = content.category ?? NOTIFICATION_TYPE_CATEGORIES[content.type];
    const { type, priority } = content;
    // The inboxes are looked up beside the preferences: most users keep in-app on.
    const [plans, memories] = await Promise.all([
      Promise.allSettled(userIds.map((userId) => this.plan(userId, category, priority, now))),
      Promise.allSettled(userIds.map((userId) => this.memories.remembered(userId))),
    ]);
    const results: PromiseSettledResult<NotifyResult>[] = [];
    const fail = (at: number, reason: unknown) => {
      results[at] = { status: 'rejected', reason };
    };
    const kept: { delivery: Delivery; memory: InboxMemory; at: number }[] = [];
    for (const [at, userId] of userIds.entries()) {
      const [plan, memory] = [plans[at]!, memories[at]!];
      if (plan.status === 'rejected') {
        fail(at, plan.reason);
        continue;
      }
      const delivery = {
        id: idOf(userId),
        userId,
        category,
        plan: plan.value,
        content,
        bulk: true,
      };
      if (!plan.value.inApp)
        results[at] = { status: 'fulfilled', value: this.deliverUnstored(delivery) };
      else if (memory.status === 'rejected') fail(at, memory.reason);
      else kept.push({ delivery, memory: memory.value, at });
    }
    const states = await this.memories.appendCreated(
      kept.map(({ delivery: { userId, id }, memory }) => ({
        userId,
        memory,
        event: { kind: 'created', id, type, priority },
      })),
    );
    const appended = kept.flatMap(({ delivery, at }, index) => {
      const state = states[index]!;
      if (state.status === 'fulfilled') {
        return [{ delivery, at, state: state.value, stored: toStored(delivery, state.value, now) }];
      }
      fail(at, state.reason);
      return [];
    });
    const insertion = await this.notifications
      .insertMany(appended.map(({ stored }) => stored))
      .then(
        (unstored) => ({ unstored: new Set(unstored) }),
        (error: unknown) => ({ error }),
      );
    const delivered = await Promise.allSettled(
      appended.map(({ delivery, state, stored }) => {
        if ('error' in insertion) return Promise.reject(insertion.error as Error);
        if (insertion.unstored.has(stored)) {
          return Promise.reject(new Error('notification not stored'));
        }
        return this.deliverStored(delivery, stored, state);
      }),
    );
    for (const [index, { at }] of appended.entries()) results[at] = delivered[index]!;
    await this.writeLaggingHeads(
      appended.map(({ delivery: { userId }, state }) => ({ userId, state })),
    );
    return results;
  }

  /** Whether notification `id` is in its reader's inbox. */
  async isStored(id: string): Promise<boolean> {
    return (await this.notifications.findRef(id)) !== null;
  }

  /** The channels the user's preferences and push switch give this notification. */
  private async plan(
    userId: string,
    category: NotificationCategory,
    priority: NotificationPriority,
    now: Date,
  ): Promise<DeliveryPlan> {
    const planned = planDelivery(await this.preferences.find(userId), category, priority, now);
    // The settings' push switch is read only when the plan would push (one `_id` lookup).
    return planned.push
      ? withPushSwitch(planned, category, (await recipientSettings(this.sync, userId)).push)
      : planned;
  }

  private deliverUnstored(delivery: Delivery): NotifyResult {
    const { userId, category, plan } = delivery;
    this.logger.debug({ userId, category }, 'notification not stored: in-app switched off');
    return { notification: null, plan, email: this.mail(delivery), push: this.push(delivery) };
  }

  /**
   * Starts the mail and the push once the notification is stored (so a caller that retries a
   * failed notify does not mail twice), and sends it with the counts to every open tab.
   */
  private async deliverStored(
    delivery: Delivery,
    stored: Omit<StoredNotification, '_id'>,
    state: NotificationLogState,
  ): Promise<NotifyResult> {
    const email = this.mail(delivery);
    const push = this.push(delivery);
    const notification = toAppNotification(stored, false);
    await this.fanout.sendToUser(delivery.userId, {
      type: 'notification',
      notification,
      unreadCount: toUnreadCount(state),
    });
    return { notification, plan: delivery.plan, email, push };
  }

  private mail({ id, userId, category, plan, content }: Delivery) {
    const { title, message, actionUrl } = content;
    return plan.email
      ? this.emails.send({ id, userId, category, title, message, actionUrl })
      : null;
  }

  private push({ id, userId, plan, content, bulk }: Delivery) {
    const { priority, title, message, actionUrl } = content;
    const push = { id, userId, priority, title, message, actionUrl };
    return plan.push ? this.pushes.send(push, bulk) : null;
  }

  /**
   * Writes the heads' hints of the batch's entries whose sequence is a multiple of
   * `HEAD_LAG_LIMIT`, one at a time. Every other append writes its head, so a head never lags more
   * than HEAD_LAG_LIMIT − 1 entries behind; a lagging hint costs a reader one more `_id` lookup per
   * entry, and only when it starts from the head. Writing all of them would cost more than the
   * batch itself: the embedded database serialises writes, and a hundred single writes at once
   * take far longer than one batch insert. A failed write is logged: the hint stays behind.
   */
  private async writeLaggingHeads(
    logs: { userId: string; state: NotificationLogState }[],
  ): Promise<void> {
    for (const { userId, state } of logs) {
      if (state.sequence % HEAD_LAG_LIMIT !== 0) continue;
      await this.notifications.writeHead(userId, state.sequence).catch((error: unknown) => {
        this.logger.warn({ err: error, userId }, 'notification log head not written');
      });
    }
  }
}
