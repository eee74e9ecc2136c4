import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { LeasedMailSender } from '../mail/leased-mail/leased-mail-sender';
import { Mailer } from '../mail/mailer.service';
import { siteOrigin } from '../notifications/email/unsubscribe-links';
import { advisorReplyMail } from './advisor-reply-mail';
import {
  AdvisorReplyMailClaimsRepository,
  replyMailId,
  type UnreadReply,
} from './advisor-reply-mail-claims.repository';
import { AdvisorReplyMailQueue } from './advisor-reply-mail-queue';
import { ConversationRepository } from './conversation.repository';

export type { UnreadReply } from './advisor-reply-mail-claims.repository';

export type ReplyEmailOutcome =
  | 'sent'
  | 'failed'
  /** Another call or instance claimed this reply's mail, or took its expired lease over. */
  | 'claimed-elsewhere'
  /** The visitor read the reply in the widget, so no mail is needed. */
  | 'read'
  /** No e-mail address (a messaging-app id only), a student's conversation, or no such reply. */
  | 'not-wanted';

/** What a reply's mail needs, read from the conversation when it is sent. */
type ReplyToMail =
  | { wanted: false; outcome: 'read' | 'not-wanted' }
  | { wanted: true; to: string; name: string; language: LanguageCode; text: string };

/**
 * Mails an advisor's reply to a visitor who left an e-mail address and is not reading the
 * conversation (issue 14 item 5). The widget marks what it shows as read, so a reply still
 * unread ADVISOR_REPLY_EMAIL_DELAY_MS after it was written is mailed in the visitor's language,
 * claimed once per message across instances and sent by a LeasedMailSender with the
 * notification mails' tries, waits and lease. The wait before the mail runs in this process, and
 * the reply is queued in the database too: if the process stops first, AdvisorReplyMailSweepJob
 * mails it once it is due; if it dies while sending, the sweep takes its lease over
 * (`resumeExpired`).
 */
@Injectable()
export class AdvisorReplyEmails implements OnModuleDestroy {
  private readonly sender: LeasedMailSender<UnreadReply>;

  constructor(
    private readonly conversations: ConversationRepository,
    private readonly claims: AdvisorReplyMailClaimsRepository,
    private readonly queue: AdvisorReplyMailQueue,
    mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    logger: PinoLogger,
  ) {
    logger.setContext(AdvisorReplyEmails.name);
    this.sender = new LeasedMailSender(
      claims,
      mailer,
      {
        attempts: config.NOTIFICATION_EMAIL_ATTEMPTS,
        retryDelayMs: config.NOTIFICATION_EMAIL_RETRY_DELAY_MS,
        leaseMs: config.NOTIFICATION_EMAIL_LEASE_MS,
      },
      logger,
      'advisor reply e-mail',
    );
  }

  /**
   * Queues the reply's mail (resolved once the queue holds it, so an answered reply survives a
   * stop) and mails it later in this process unless the visitor reads it meanwhile.
   */
  async schedule(reply: UnreadReply): Promise<void> {
    const dueAt = new Date(Date.now() + this.config.ADVISOR_REPLY_EMAIL_DELAY_MS);
    await this.queue.add(reply.conversationId, reply.seq, dueAt);
    void this.sender.track(this.later(reply), 'failed', { ...reply });
  }

  /** Mails the reply now unless it was read; the answer settles with the outcome, never rejects. */
  sendIfUnread(reply: UnreadReply): Promise<ReplyEmailOutcome> {
    return this.sender.track(this.deliver(reply), 'failed', { ...reply });
  }

  /**
   * Takes over the replies whose sender's lease expired by `now` and mails them in the background
   * with the tries left: how many it took over.
   */
  resumeExpired(now: Date): Promise<number> {
    return this.sender.takeOverExpired(now, (claim, generation) =>
      this.redeliver(claim.content, generation, claim.attempts),
    );
  }

  /** Resolves once every mail scheduled or started so far has settled (shutdown, tests). */
  settled(): Promise<void> {
    return this.sender.settled();
  }

  onModuleDestroy(): Promise<void> {
    return this.sender.stop();
  }

  private async later(reply: UnreadReply): Promise<ReplyEmailOutcome> {
    if (!(await this.sender.wait(this.config.ADVISOR_REPLY_EMAIL_DELAY_MS))) return 'not-wanted';
    return this.deliver(reply);
  }

  private async deliver(reply: UnreadReply): Promise<ReplyEmailOutcome> {
    const target = await this.replyToMail(reply);
    if (!target.wanted) return target.outcome;
    const now = new Date();
    const leaseUntil = this.sender.leaseUntil(now);
    if (!(await this.claims.claim(replyMailId(reply), reply, now, leaseUntil))) {
      return 'claimed-elsewhere';
    }
    return this.send(reply, target, 1, 0);
  }

  /** A reply taken over after its sender died: read again, as the visitor may have read it. */
  private async redeliver(
    reply: UnreadReply,
    generation: number,
    attemptsSoFar: number,
  ): Promise<ReplyEmailOutcome> {
    const target = await this.replyToMail(reply);
    if (!target.wanted) {
      const error = `not sent when taken over: ${target.outcome}`;
      const outcome = { status: 'dropped' as const, attempts: attemptsSoFar, error };
      await this.claims.settle(replyMailId(reply), outcome, new Date());
      return target.outcome;
    }
    return this.send(reply, target, generation, attemptsSoFar);
  }

  private send(
    reply: UnreadReply,
    target: Extract<ReplyToMail, { wanted: true }>,
    generation: number,
    attemptsSoFar: number,
  ): Promise<ReplyEmailOutcome> {
    const mail = advisorReplyMail({
      to: target.to,
      name: target.name,
      language: target.language,
      reply: target.text,
      origin: siteOrigin(this.config),
    });
    return this.sender.sendHeld(replyMailId(reply), mail, generation, attemptsSoFar, {
      ...reply,
    });
  }

  private async replyToMail({ conversationId, seq }: UnreadReply): Promise<ReplyToMail> {
    const head = await this.conversations.readHead(conversationId);
    const email = head?.contact?.email;
    if (!head || head.ownerUserId || !email) return { wanted: false, outcome: 'not-wanted' };
    if (head.readUpTo.user >= seq) return { wanted: false, outcome: 'read' };
    const [message] = await this.conversations.messagesNumbered(conversationId, [seq]);
    if (message?.side !== 'advisor') return { wanted: false, outcome: 'not-wanted' };
    return {
      wanted: true,
      to: email,
      name: head.contact?.fullName ?? '',
      language: head.language,
      text: message.text,
    };
  }
}
