import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import webpush, { WebPushError } from 'web-push';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type LanguageCode,
  textDirection,
} from '../../../../shared/i18n/languages';
import {
  PUSH_BADGE,
  PUSH_DEFAULT_ACTION_URL,
  PUSH_ICON,
  type PushPayload,
} from '../../../../shared/notifications/notification-push';
import { type NotificationPriority } from '../../../../shared/realtime/notification';
import { ConcurrencyLimit } from '../../common/concurrency-limit';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { SyncRepository } from '../../sync/sync.repository';
import {
  PushSubscriptionsRepository,
  type StoredPushSubscription,
} from './push-subscriptions.repository';
import { VapidKeys } from './vapid-keys';

/** Push requests in flight at once per instance, so a broadcast's burst waits its turn. */
const SENDS_IN_FLIGHT = 8;
/**
 * A broadcast's pushes being prepared at once per instance: finding a user's devices is ten `_id`
 * lookups, more than the in-app delivery itself, so thousands of them must not crowd the
 * broadcast's own reads; single notifications' pushes do not wait behind them.
 */
const BULK_PUSHES_IN_FLIGHT = 4;
/** How long a push service keeps an undelivered push for an offline device (seconds). */
const PUSH_TTL_S = 24 * 3600;
/** A push service that has not answered by then is given up on for this push. */
const PUSH_TIMEOUT_MS = 10_000;

/** What a notification push says; `id` is the notification's. */
export interface NotificationPush {
  id: string;
  userId: string;
  priority: NotificationPriority;
  title: string;
  message: string;
  actionUrl?: string;
}

/** What became of a push to each of the user's devices. */
export interface PushOutcome {
  sent: number;
  /** Subscriptions the push service answered 404 or 410: deleted. */
  removed: number;
  failed: number;
}

/** RFC 8030 §5.3 urgency from the notification's priority, so phones wake for what matters. */
const URGENCY: Record<NotificationPriority, webpush.Urgency> = {
  low: 'low',
  normal: 'normal',
  high: 'high',
  urgent: 'high',
};

/**
 * The web push channel of notifications (issue 12 item 4, DESIGN.md decision 6). `send` starts
 * in the background and never fails the notify call: the push goes to each of the user's device
 * subscriptions, encrypted for it (RFC 8291) and signed with the VAPID keys (RFC 8292); a device
 * whose push service answers 404 or 410 has gone and its subscription is deleted, any other
 * failure is logged and that device misses this push (push services hold pushes for offline
 * devices themselves, so there is no retry here).
 */
@Injectable()
export class NotificationPushes implements OnModuleDestroy {
  private readonly inFlight = new Set<Promise<PushOutcome>>();
  private readonly sends = new ConcurrencyLimit(SENDS_IN_FLIGHT);
  private readonly bulk = new ConcurrencyLimit(BULK_PUSHES_IN_FLIGHT);

  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly vapid: VapidKeys,
    private readonly sync: SyncRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(NotificationPushes.name);
  }

  /**
   * Starts the pushes in the background; the answer settles with their outcome, never rejects.
   * `bulk` (a broadcast's) waits for one of BULK_PUSHES_IN_FLIGHT turns.
   */
  send(push: NotificationPush, bulk = false): Promise<PushOutcome> {
    const delivery = bulk ? this.bulk.run(() => this.deliver(push)) : this.deliver(push);
    const task = delivery.catch((error: unknown) => {
      this.logger.error({ err: error, notificationId: push.id }, 'notification push failed');
      return { sent: 0, removed: 0, failed: 1 };
    });
    this.inFlight.add(task);
    void task.finally(() => this.inFlight.delete(task));
    return task;
  }

  /** Resolves once every push started so far has settled (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  private async deliver(push: NotificationPush): Promise<PushOutcome> {
    const devices = await this.subscriptions.listForUser(push.userId);
    const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
    if (devices.length === 0) return outcome;
    const language = await this.language(push.userId);
    const payload: PushPayload = {
      id: push.id,
      title: push.title,
      message: push.message,
      actionUrl: push.actionUrl ?? PUSH_DEFAULT_ACTION_URL,
      icon: PUSH_ICON,
      badge: PUSH_BADGE,
      lang: language,
      dir: textDirection(language),
    };
    const keys = await this.vapid.get();
    const options: webpush.RequestOptions = {
      vapidDetails: { subject: this.config.VAPID_SUBJECT, ...keys },
      TTL: PUSH_TTL_S,
      urgency: URGENCY[push.priority],
      timeout: PUSH_TIMEOUT_MS,
    };
    const body = JSON.stringify(payload);
    await Promise.all(
      devices.map(async (device) => {
        outcome[await this.sendTo(device, body, options, push.id)] += 1;
      }),
    );
    return outcome;
  }

  private async sendTo(
    device: StoredPushSubscription,
    body: string,
    options: webpush.RequestOptions,
    notificationId: string,
  ): Promise<keyof PushOutcome> {
    try {
      await this.sends.run(() =>
        webpush.sendNotification({ endpoint: device.endpoint, keys: device.keys }, body, options),
      );
      return 'sent';
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      const origin = new URL(device.endpoint).origin;
      if (status === 404 || status === 410) {
        await this.subscriptions.remove(device);
        this.logger.info(
          { userId: device.userId, pushService: origin, status },
          'push subscription gone: removed',
        );
        return 'removed';
      }
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(
        { notificationId, userId: device.userId, pushService: origin, status, reason },
        'notification push to a device failed',
      );
      return 'failed';
    }
  }

  /** The reader's language from their synced settings (English until they saved any). */
  private async language(userId: string): Promise<LanguageCode> {
    const settings = await this.sync.readMaster(userId, 'settings', userId);
    const language = settings && !settings._deleted ? settings.display.language : DEFAULT_LANGUAGE;
    return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
  }
}
