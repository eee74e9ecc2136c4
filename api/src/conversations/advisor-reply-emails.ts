import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { Mailer } from '../mail/mailer.service';
import { siteOrigin } from '../notifications/email/unsubscribe-links';
import { advisorReplyMail } from './advisor-reply-mail';
import { AdvisorReplyMailClaimsRepository } from './advisor-reply-mail-claims.repository';
import { AdvisorReplyMailQueue } from './advisor-reply-mail-queue';
import { ConversationRepository } from './conversation.repository';

export type ReplyEmailOutcome =
  | 'sent'
  | 'failed'
  /** Another call or instance claimed this reply's mail. */
  | 'claimed-elsewhere'
  /** The visitor read the reply in the widget, so no mail is needed. */
  | 'read'
  /** No e-mail address (a messaging-app id only), a student's conversation, or no such reply. */
  | 'not-wanted';

/** An advisor's message to mail when the visitor has not read it. */
export interface UnreadReply {
  conversationId: string;
  seq: number;
}

/**
 * Mails an advisor's reply to a visitor who left an e-mail address and is not reading the
 * conversation (issue 14 item 5). The widget marks what it shows as read, so a reply still
 * unread ADVISOR_REPLY_EMAIL_DELAY_MS after it was written is mailed: claimed once per message
 * across instances, in the visitor's language, through the notifications' mail transport, tried
 * NOTIFICATION_EMAIL_ATTEMPTS times with the wait doubling from NOTIFICATION_EMAIL_RETRY_DELAY_MS
 * like the notification mails. The wait runs in this process, and the reply is queued in the
 * database too: if the process stops first, AdvisorReplyMailSweepJob mails it once it is due.
 */
@Injectable()
export class AdvisorReplyEmails implements OnModuleDestroy {
  private readonly inFlight = new Set<Promise<ReplyEmailOutcome>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly conversations: ConversationRepository,
    private readonly claims: AdvisorReplyMailClaimsRepository,
    private readonly queue: AdvisorReplyMailQueue,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(AdvisorReplyEmails.name);
  }

  /**
   * Queues the reply's mail (resolved once the queue holds it, so an answered reply survives a
   * stop) and mails it later in this process unless the visitor reads it meanwhile.
   */
  async schedule(reply: UnreadReply): Promise<void> {
    const dueAt = new Date(Date.now() + this.config.ADVISOR_REPLY_EMAIL_DELAY_MS);
    await this.queue.add(reply.conversationId, reply.seq, dueAt);
    this.track(reply, this.later(reply));
  }

  /** Mails the reply now unless it was read; the answer settles with the outcome, never rejects. */
  sendIfUnread(reply: UnreadReply): Promise<ReplyEmailOutcome> {
    return this.track(reply, this.deliver(reply));
  }

  /** Resolves once every mail scheduled or started so far has settled (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await this.settled();
  }

  private track(reply: UnreadReply, delivery: Promise<ReplyEmailOutcome>) {
    const task = delivery.catch((error: unknown) => {
      this.logger.error({ err: error, ...reply }, 'advisor reply e-mail failed');
      return 'failed' as const;
    });
    this.inFlight.add(task);
    void task.finally(() => this.inFlight.delete(task));
    return task;
  }

  private async later(reply: UnreadReply): Promise<ReplyEmailOutcome> {
    if (!(await this.wait(this.config.ADVISOR_REPLY_EMAIL_DELAY_MS))) return 'not-wanted';
    return this.deliver(reply);
  }

  private async deliver({ conversationId, seq }: UnreadReply): Promise<ReplyEmailOutcome> {
    const head = await this.conversations.readHead(conversationId);
    const email = head?.contact?.email;
    if (!head || head.ownerUserId || !email) return 'not-wanted';
    if (head.readUpTo.user >= seq) return 'read';
    const [message] = await this.conversations.messagesNumbered(conversationId, [seq]);
    if (message?.side !== 'advisor') return 'not-wanted';
    if (!(await this.claims.claim(conversationId, seq, new Date()))) return 'claimed-elsewhere';
    const mail = advisorReplyMail({
      to: email,
      name: head.contact?.fullName ?? '',
      language: head.language,
      reply: message.text,
      origin: siteOrigin(this.config),
    });
    const attempts = this.config.NOTIFICATION_EMAIL_ATTEMPTS;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.mailer.send(mail);
        await this.claims.settle(
          conversationId,
          seq,
          { status: 'sent', attempts: attempt },
          new Date(),
        );
        return 'sent';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.warn(
          { conversationId, seq, attempt, attempts, reason },
          'reply e-mail try failed',
        );
        const waitMs = this.config.NOTIFICATION_EMAIL_RETRY_DELAY_MS * 2 ** (attempt - 1);
        if (attempt >= attempts || !(await this.wait(waitMs))) {
          const outcome = { status: 'failed' as const, attempts: attempt, error: reason };
          await this.claims.settle(conversationId, seq, outcome, new Date());
          this.logger.error(
            { conversationId, seq, attempts: attempt, reason },
            'reply e-mail given up',
          );
          return 'failed';
        }
      }
    }
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
}
