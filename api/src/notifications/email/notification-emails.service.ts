import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import {
  CRITICAL_NOTIFICATION_CATEGORIES,
  type NotificationCategory,
} from '../../../../shared/notifications/notification-preferences';
import { ConcurrencyLimit } from '../../common/concurrency-limit';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { Mailer } from '../../mail/mailer.service';
import { EmailRecipientsRepository } from './email-recipients.repository';
import { notificationMail } from './notification-mail';
import { NotificationMailClaimsRepository } from './notification-mail-claims.repository';
import { siteOrigin, UnsubscribeLinks } from './unsubscribe-links';

/**
 * Notification mails handed to the mail server at once per instance: each send opens its own SMTP
 * connection, so a broadcast's burst waits its turn instead of opening hundreds.
 */
const SENDS_IN_FLIGHT = 4;

/** What a notification mail says; `id` is the notification's, the key of its one mail. */
export interface NotificationEmail {
  id: string;
  userId: string;
  category: NotificationCategory;
  title: string;
  message: string;
  actionUrl?: string;
}

export type EmailOutcome =
  | 'sent'
  | 'failed'
  /** Another call or instance claimed this notification's mail. */
  | 'claimed-elsewhere'
  /** No address (unknown or deleted account) or "Email updates" switched off. */
  | 'not-wanted';

/**
 * The e-mail channel of notifications (issue 12 item 5, DESIGN.md decision 13). `send` starts in
 * the background and never fails the notify call: the mail is claimed by the notification's id
 * (once across instances), written in the reader's language, and tried up to
 * NOTIFICATION_EMAIL_ATTEMPTS times, the wait doubling from NOTIFICATION_EMAIL_RETRY_DELAY_MS;
 * every failure is logged with its reason and the outcome is recorded on the claim. Retries
 * live in this process: at shutdown a try under way finishes, no new one starts, and a mail
 * left unsent is recorded 'failed' and logged.
 */
@Injectable()
export class NotificationEmails implements OnModuleDestroy {
  private readonly inFlight = new Set<Promise<EmailOutcome>>();
  private readonly sends = new ConcurrencyLimit(SENDS_IN_FLIGHT);
  /** Cuts the waits between tries short at shutdown. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly recipients: EmailRecipientsRepository,
    private readonly claims: NotificationMailClaimsRepository,
    private readonly links: UnsubscribeLinks,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(NotificationEmails.name);
  }

  /** Starts the mail in the background; the answer settles with its outcome and never rejects. */
  send(email: NotificationEmail): Promise<EmailOutcome> {
    const task = this.deliver(email).catch((error: unknown) => {
      this.logger.error({ err: error, notificationId: email.id }, 'notification e-mail failed');
      return 'failed' as const;
    });
    this.inFlight.add(task);
    void task.finally(() => this.inFlight.delete(task));
    return task;
  }

  /** Resolves once every mail started so far has settled (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await this.settled();
  }

  private async deliver(email: NotificationEmail): Promise<EmailOutcome> {
    const critical = CRITICAL_NOTIFICATION_CATEGORIES.includes(email.category);
    const recipient = await this.recipients.find(email.userId);
    if (!recipient || (!critical && !recipient.emailUpdates)) {
      this.logger.debug(
        { userId: email.userId, category: email.category, hasAddress: !!recipient },
        'notification e-mail not sent: no address or e-mail updates off',
      );
      return 'not-wanted';
    }
    if (!(await this.claims.claim(email.id, email.userId, email.category, new Date()))) {
      return 'claimed-elsewhere';
    }
    const mail = notificationMail({
      ...email,
      to: recipient.email,
      language: recipient.language,
      critical,
      origin: siteOrigin(this.config),
      unsubscribeUrl: critical ? undefined : await this.links.url(email),
    });
    const attempts = this.config.NOTIFICATION_EMAIL_ATTEMPTS;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.sends.run(() => this.mailer.send(mail));
        await this.claims.settle(email.id, { status: 'sent', attempts: attempt }, new Date());
        return 'sent';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.warn(
          { notificationId: email.id, userId: email.userId, attempt, attempts, reason },
          'notification e-mail try failed',
        );
        if (attempt === attempts || !(await this.waitBeforeTry(attempt + 1))) {
          return this.giveUp(email, attempt, reason);
        }
      }
    }
  }

  /** False when the process is stopping. */
  private async waitBeforeTry(attempt: number): Promise<boolean> {
    if (this.stopping.signal.aborted) return false;
    const waitMs = this.config.NOTIFICATION_EMAIL_RETRY_DELAY_MS * 2 ** (attempt - 2);
    try {
      await delay(waitMs, undefined, { signal: this.stopping.signal });
      return true;
    } catch {
      return false;
    }
  }

  private async giveUp(
    email: NotificationEmail,
    attempts: number,
    reason: string,
  ): Promise<EmailOutcome> {
    await this.claims.settle(email.id, { status: 'failed', attempts, error: reason }, new Date());
    this.logger.error(
      { notificationId: email.id, userId: email.userId, attempts, reason },
      'notification e-mail given up',
    );
    return 'failed';
  }
}
