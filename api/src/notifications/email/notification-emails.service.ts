import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { CRITICAL_NOTIFICATION_CATEGORIES } from '../../../../shared/notifications/notification-preferences';
import { ConcurrencyLimit } from '../../common/concurrency-limit';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { Mailer } from '../../mail/mailer.service';
import { type EmailRecipient, EmailRecipientsRepository } from './email-recipients.repository';
import { notificationMail } from './notification-mail';
import {
  type NotificationEmail,
  NotificationMailClaimsRepository,
} from './notification-mail-claims.repository';
import { siteOrigin, UnsubscribeLinks } from './unsubscribe-links';

/**
 * Notification mails handed to the mail server at once per instance: each send opens its own SMTP
 * connection, so a broadcast's burst waits its turn instead of opening hundreds.
 */
const SENDS_IN_FLIGHT = 4;

export type { NotificationEmail } from './notification-mail-claims.repository';

export type EmailOutcome =
  | 'sent'
  | 'failed'
  /** Another call or instance claimed this notification's mail, or took its expired lease over. */
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
 * left unsent is recorded 'failed' and logged. A process that dies instead leaves its lease to
 * expire (NOTIFICATION_EMAIL_LEASE_MS after its last renewal); NotificationMailSweepJob then
 * hands the mail to `resume` on exactly one instance.
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
    return this.track(email.id, this.deliver(email));
  }

  /**
   * Sends a mail whose previous holder's lease expired, now held as lease `generation` (taken
   * over by the caller): in the background, with the tries left, like `send`.
   */
  resume(
    email: NotificationEmail,
    generation: number,
    attemptsSoFar: number,
  ): Promise<EmailOutcome> {
    return this.track(email.id, this.redeliver(email, generation, attemptsSoFar));
  }

  /** The lease of a mail held from `now` (renewed before each try and wait). */
  leaseUntil(now: Date, waitMs = 0): Date {
    return new Date(now.getTime() + waitMs + this.config.NOTIFICATION_EMAIL_LEASE_MS);
  }

  /** Resolves once every mail started so far has settled (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await this.settled();
  }

  private track(id: string, delivery: Promise<EmailOutcome>): Promise<EmailOutcome> {
    const task = delivery.catch((error: unknown) => {
      this.logger.error({ err: error, notificationId: id }, 'notification e-mail failed');
      return 'failed' as const;
    });
    this.inFlight.add(task);
    void task.finally(() => this.inFlight.delete(task));
    return task;
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
    const now = new Date();
    if (!(await this.claims.claim(email, now, this.leaseUntil(now)))) return 'claimed-elsewhere';
    return this.sendClaimed(email, recipient, 1, 0);
  }

  /** A mail taken over after its holder died: the reader's address and wishes read again. */
  private async redeliver(
    email: NotificationEmail,
    generation: number,
    attemptsSoFar: number,
  ): Promise<EmailOutcome> {
    const critical = CRITICAL_NOTIFICATION_CATEGORIES.includes(email.category);
    const recipient = await this.recipients.find(email.userId);
    if (!recipient || (!critical && !recipient.emailUpdates)) {
      const error = 'no address or e-mail updates switched off since the claim';
      await this.claims.settle(
        email.id,
        { status: 'failed', attempts: attemptsSoFar, error },
        new Date(),
      );
      return 'not-wanted';
    }
    return this.sendClaimed(email, recipient, generation, attemptsSoFar);
  }

  /**
   * The tries of a mail this process holds as lease `generation`: before each try and each wait
   * the lease is checked and renewed, so a live holder is never taken over, and a holder whose
   * lease was taken over (it stalled past its expiry) stops without sending again.
   */
  private async sendClaimed(
    email: NotificationEmail,
    recipient: EmailRecipient,
    generation: number,
    attemptsSoFar: number,
  ): Promise<EmailOutcome> {
    const critical = CRITICAL_NOTIFICATION_CATEGORIES.includes(email.category);
    const mail = notificationMail({
      ...email,
      to: recipient.email,
      language: recipient.language,
      critical,
      origin: siteOrigin(this.config),
      unsubscribeUrl: critical ? undefined : await this.links.url(email),
    });
    const attempts = this.config.NOTIFICATION_EMAIL_ATTEMPTS;
    for (let attempt = attemptsSoFar + 1; ; attempt++) {
      try {
        // Checked and renewed once its turn to send has come: a burst may queue it for a while.
        const held = await this.sends.run(async () => {
          if (!(await this.renewLease(email, generation, 0))) return false;
          await this.mailer.send(mail);
          return true;
        });
        if (!held) return 'claimed-elsewhere';
        await this.claims.settle(email.id, { status: 'sent', attempts: attempt }, new Date());
        return 'sent';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.warn(
          { notificationId: email.id, userId: email.userId, attempt, attempts, reason },
          'notification e-mail try failed',
        );
        if (attempt >= attempts) return this.giveUp(email, generation, attempt, reason);
        await this.claims.recordAttempts(email.id, attempt, reason);
        const waitMs = this.waitBefore(attempt + 1);
        if (!(await this.renewLease(email, generation, waitMs))) return 'claimed-elsewhere';
        if (!(await this.wait(waitMs))) return this.giveUp(email, generation, attempt, reason);
      }
    }
  }

  /** False (and logged) when another instance took the lease over. */
  private async renewLease(
    email: NotificationEmail,
    generation: number,
    waitMs: number,
  ): Promise<boolean> {
    if (!(await this.claims.holds(email.id, generation))) {
      this.logger.warn(
        { notificationId: email.id, generation },
        'notification e-mail lease taken over by another instance; this one stops',
      );
      return false;
    }
    await this.claims.renew(email.id, generation, this.leaseUntil(new Date(), waitMs));
    return true;
  }

  private waitBefore(attempt: number): number {
    return this.config.NOTIFICATION_EMAIL_RETRY_DELAY_MS * 2 ** (attempt - 2);
  }

  /** False when the process is stopping. */
  private async wait(waitMs: number): Promise<boolean> {
    if (this.stopping.signal.aborted) return false;
    try {
      await delay(waitMs, undefined, { signal: this.stopping.signal });
      return true;
    } catch {
      return false;
    }
  }

  private async giveUp(
    email: NotificationEmail,
    generation: number,
    attempts: number,
    reason: string,
  ): Promise<EmailOutcome> {
    // Taken over while this process waited: the new holder records the outcome.
    if (!(await this.claims.holds(email.id, generation))) return 'claimed-elsewhere';
    await this.claims.settle(email.id, { status: 'failed', attempts, error: reason }, new Date());
    this.logger.error(
      { notificationId: email.id, userId: email.userId, attempts, reason },
      'notification e-mail given up',
    );
    return 'failed';
  }
}
