import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { CRITICAL_NOTIFICATION_CATEGORIES } from '../../../../shared/notifications/notification-preferences';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { LeasedMailSender } from '../../mail/leased-mail/leased-mail-sender';
import { Mailer } from '../../mail/mailer.service';
import { type EmailRecipient, EmailRecipientsRepository } from './email-recipients.repository';
import { notificationMail } from './notification-mail';
import {
  type NotificationEmail,
  NotificationMailClaimsRepository,
} from './notification-mail-claims.repository';
import { siteOrigin, UnsubscribeLinks } from './unsubscribe-links';

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
 * (once across instances), written in the reader's language, and sent by a LeasedMailSender:
 * tried up to NOTIFICATION_EMAIL_ATTEMPTS times, the wait doubling from
 * NOTIFICATION_EMAIL_RETRY_DELAY_MS, under a lease of NOTIFICATION_EMAIL_LEASE_MS that
 * NotificationMailSweepJob takes over (`resumeExpired`) when its holder died.
 */
@Injectable()
export class NotificationEmails implements OnModuleDestroy {
  private readonly sender: LeasedMailSender<NotificationEmail>;

  constructor(
    private readonly recipients: EmailRecipientsRepository,
    private readonly claims: NotificationMailClaimsRepository,
    private readonly links: UnsubscribeLinks,
    mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(NotificationEmails.name);
    this.sender = new LeasedMailSender(
      claims,
      mailer,
      {
        attempts: config.NOTIFICATION_EMAIL_ATTEMPTS,
        retryDelayMs: config.NOTIFICATION_EMAIL_RETRY_DELAY_MS,
        leaseMs: config.NOTIFICATION_EMAIL_LEASE_MS,
        // Each send opens its own SMTP connection, so a broadcast's burst waits its turn
        // instead of opening hundreds.
        sendsInFlight: 4,
      },
      logger,
      'notification e-mail',
    );
  }

  /** Starts the mail in the background; the answer settles with its outcome and never rejects. */
  send(email: NotificationEmail): Promise<EmailOutcome> {
    return this.sender.track(this.deliver(email), 'failed', { notificationId: email.id });
  }

  /**
   * Takes over the mails whose sender's lease expired by `now` and sends them in the background
   * with the tries left (NotificationMailSweepJob): how many it took over.
   */
  resumeExpired(now: Date): Promise<number> {
    return this.sender.takeOverExpired(now, (claim, generation) =>
      this.redeliver(claim.content, generation, claim.attempts),
    );
  }

  /** Resolves once every mail started so far has settled (shutdown, tests). */
  settled(): Promise<void> {
    return this.sender.settled();
  }

  onModuleDestroy(): Promise<void> {
    return this.sender.stop();
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
    const leaseUntil = this.sender.leaseUntil(now);
    if (!(await this.claims.claim(email.id, email, now, leaseUntil))) return 'claimed-elsewhere';
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
        { status: 'dropped', attempts: attemptsSoFar, error },
        new Date(),
      );
      return 'not-wanted';
    }
    return this.sendClaimed(email, recipient, generation, attemptsSoFar);
  }

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
    return this.sender.sendHeld(email.id, mail, generation, attemptsSoFar, {
      notificationId: email.id,
      userId: email.userId,
    });
  }
}
