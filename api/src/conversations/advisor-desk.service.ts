import { Injectable, Logger } from '@nestjs/common';
import {
  type AdvisorConversationSummary,
  type AdvisorListView,
  type AdvisorMessage,
  CONVERSATION_MESSAGES,
  type ConversationMessage,
  type ConversationThread,
} from '../../../shared/conversations/conversation';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { type Advisor } from '../../../shared/conversations/advisor-desk';
import { isAdminRoles } from '../../../shared/auth/roles';
import { UsersReadModel } from '../admin-users/users-read-model';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { AdvisorMessageNotifier } from '../notifications/advisor-message.notifier';
import { AdvisorDirectory } from './advisor-directory';
import { AdvisorInboxFanout } from './advisor-inbox-fanout';
import { AdvisorReplyEmails } from './advisor-reply-emails';
import { ConversationAttachmentsService } from './conversation-attachments.service';
import { ConversationDelivery } from './conversation-delivery';
import { type ConversationHead } from './conversation-head';
import { ConversationLocks } from './conversation-locks';
import { advisorSummary, conversationView, messageView } from './conversation-mapper';
import { ConversationQueue } from './conversation-queue';
import { ConversationRepository } from './conversation.repository';
import { storeOnce } from './message-claims';

/** Which heads an inbox list shows: `mine` is the caller's open ones, `all` every handed-off one. */
function inView(view: AdvisorListView, advisorId: string): (head: ConversationHead) => boolean {
  if (view === 'mine') return (head) => head.status === 'advisor' && head.advisorId === advisorId;
  if (view === 'all') return (head) => head.status !== 'assistant';
  return (head) => head.status === view;
}

const refusal = (reason: keyof typeof CONVERSATION_MESSAGES) =>
  new ApiException(409, CONVERSATION_MESSAGES[reason]);

/**
 * The advisors' side (permissions `conversations:read` / `conversations:reply`): list handed-off
 * conversations, take one (exactly one advisor wins, on any instance: a unique-`_id` take), hand
 * it to another advisor, reply (mailed too to a visitor who does not read it), and close it; once
 * taken the assistant stays silent in it. Every change reaches the advisors' open inboxes.
 */
@Injectable()
export class AdvisorDeskService {
  private readonly logger = new Logger(AdvisorDeskService.name);

  constructor(
    private readonly repository: ConversationRepository,
    private readonly queue: ConversationQueue,
    private readonly delivery: ConversationDelivery,
    private readonly lock: ConversationLocks,
    private readonly users: UsersReadModel,
    private readonly notifier: AdvisorMessageNotifier,
    private readonly directory: AdvisorDirectory,
    private readonly inbox: AdvisorInboxFanout,
    private readonly replyEmails: AdvisorReplyEmails,
    private readonly attachments: ConversationAttachmentsService,
  ) {}

  async list(view: AdvisorListView, advisor: Principal): Promise<AdvisorConversationSummary[]> {
    const heads = await this.queue.list(inView(view, advisor.sub));
    return Promise.all(heads.map((head) => this.summaryOf(head)));
  }

  /** Whom a conversation can be handed to: active admins, from the users' read model. */
  advisors(): Promise<Advisor[]> {
    return this.directory.advisors();
  }

  async thread(id: string): Promise<ConversationThread & { summary: AdvisorConversationSummary }> {
    const head = await this.found(id);
    const messages = await this.repository.messagesAfter(id, 0);
    return {
      conversation: conversationView(head),
      summary: await this.summaryOf(head),
      messages: messages.map(messageView),
    };
  }

  async take(id: string, advisor: Principal): Promise<AdvisorConversationSummary> {
    await this.claim(id, advisor);
    return this.handTo(id, advisor, advisor.sub);
  }

  /** Hands a waiting conversation, or one the caller holds, to `advisorId`. */
  async assign(
    id: string,
    advisor: Principal,
    advisorId: string,
  ): Promise<AdvisorConversationSummary> {
    const target = await this.users.row(advisorId);
    if (!target || target.status !== 'active' || !isAdminRoles(target.roles)) {
      throw new ApiException(400, CONVERSATION_MESSAGES.notAdvisor);
    }
    const head = await this.found(id);
    if (!head.advisorId) await this.claim(id, advisor);
    return this.handTo(id, advisor, advisorId);
  }

  /** Closes a waiting conversation or one the caller holds; closing again answers the same. */
  close(id: string, advisor: Principal): Promise<AdvisorConversationSummary> {
    return this.lock.run(id, async () => {
      const head = await this.found(id);
      if (head.status === 'closed') return advisorSummary(head);
      if (head.advisorId && head.advisorId !== advisor.sub) throw refusal('takenByAnother');
      const next: ConversationHead = { ...head, status: 'closed', updatedAt: new Date() };
      await this.repository.replaceHead(next);
      await this.inbox.changed(next, advisor.sub);
      return advisorSummary(next);
    });
  }

  reply(id: string, advisor: Principal, message: AdvisorMessage): Promise<ConversationThread> {
    return this.lock.run(id, async () => {
      const head = await this.found(id);
      if (head.status === 'closed') throw refusal('closed');
      if (head.advisorId !== advisor.sub) {
        throw refusal(head.advisorId ? 'takenByAnother' : 'notTaken');
      }
      let current = head;
      const files = await this.attachments.refsFor(id, message.attachments);
      const outcome = await storeOnce(this.repository, id, message.clientId, async () => {
        const now = new Date();
        const seq = await this.repository.appendMessage(id, {
          clientId: message.clientId,
          side: 'advisor',
          text: message.text,
          authorId: advisor.sub,
          ...(files.length > 0 && { attachments: files }),
          sentAt: now,
        });
        current = { ...head, lastSeq: seq, readUpTo: { ...head.readUpTo, advisor: seq } };
        await this.repository.replaceHead({ ...current, updatedAt: now });
        return [seq];
      });
      const views = (await this.repository.messagesNumbered(id, outcome.seqs)).map(messageView);
      if (outcome.stored) {
        await this.delivery.deliver(current, views, advisor.sub);
        await this.notifyStudent(current, views);
        // A visitor who is not reading the widget gets the reply by e-mail too.
        if (current.contact?.email && !current.ownerUserId) {
          await this.replyEmails.schedule({ conversationId: id, seq: outcome.seqs[0]! });
        }
      }
      return { conversation: conversationView(current), messages: views };
    });
  }

  /** The summary, naming the owning student from the users' read model (memory, no query). */
  private async summaryOf(head: ConversationHead): Promise<AdvisorConversationSummary> {
    const summary = advisorSummary(head);
    const owner = head.ownerUserId ? await this.users.row(head.ownerUserId) : undefined;
    return owner ? { ...summary, student: { name: owner.name, email: owner.email } } : summary;
  }

  /**
   * The owning student's 'message' notification, once per stored reply (only the claim's winner
   * gets here). The reply stands if notifying fails: the thread and its unread count show it.
   */
  private async notifyStudent(head: ConversationHead, views: ConversationMessage[]) {
    if (!head.ownerUserId) return;
    for (const message of views) {
      try {
        // A reply of files alone is announced by their names.
        const files = (message.attachments ?? []).map((file) => file.name).join(', ');
        await this.notifier.advisorWrote(
          head.ownerUserId,
          head._id,
          message.text || files,
          new Date(message.sentAt),
        );
      } catch (error) {
        this.logger.warn(`The message notification of ${head._id} failed: ${String(error)}`);
      }
    }
  }

  /**
   * The unique-`_id` take record: of concurrent takes exactly one advisor wins, on any instance.
   * Taking again what one already holds passes.
   */
  private async claim(id: string, advisor: Principal): Promise<void> {
    const head = await this.found(id);
    if (head.status === 'closed') throw refusal('closed');
    if (await this.repository.tryTake(id, advisor.sub)) return;
    const now = await this.found(id);
    if (now.advisorId !== advisor.sub) throw refusal('takenByAnother');
  }

  /** Sets who holds the conversation, under its lock, once the caller has the right to. */
  private handTo(
    id: string,
    advisor: Principal,
    advisorId: string,
  ): Promise<AdvisorConversationSummary> {
    return this.lock.run(id, async () => {
      const head = await this.found(id);
      if (head.status === 'closed') throw refusal('closed');
      if (head.advisorId && head.advisorId !== advisor.sub) throw refusal('takenByAnother');
      const next: ConversationHead = {
        ...head,
        status: 'advisor',
        advisorId,
        updatedAt: new Date(),
      };
      await this.repository.replaceHead(next);
      await this.inbox.changed(next, advisor.sub);
      return advisorSummary(next);
    });
  }

  private async found(id: string): Promise<ConversationHead> {
    const head = await this.repository.readHead(id);
    if (!head) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    return head;
  }
}
