import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { assistantRequestSchema } from '../../../shared/assistant/assistant-contract';
import { type VisitorConversationRequest } from '../../../shared/conversations/chat-contact';
import {
  type ConversationThread,
  type CreatedConversation,
  type ReadReceipt,
  type SendMessage,
  type StudentConversationRequest,
} from '../../../shared/conversations/conversation';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { VISITOR_CONTEXT } from '../../../shared/flags/flag-evaluation';
import { AssistantService } from '../assistant/assistant.service';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { type AttachmentRef } from '../../../shared/conversations/attachments';
import { applyAssistantReply } from './assistant-turn';
import { assertParty, type ConversationParty } from './conversation-access';
import { ConversationAttachmentsService } from './conversation-attachments.service';
import { ConversationDelivery } from './conversation-delivery';
import { type ConversationHead } from './conversation-head';
import { ConversationLead } from './conversation-lead';
import { ConversationLocks } from './conversation-locks';
import { conversationView, messageView } from './conversation-mapper';
import { ConversationRepository, type NewMessage } from './conversation.repository';
import { newConversationToken } from './conversation-token';
import { storeOnce } from './message-claims';
import { StudentThreadIndex } from './student-thread-index';
import { UnansweredQuestionsRepository } from './unanswered-questions.repository';

/**
 * The visitor's and the student's side of a conversation: create it, read it, send to it (the
 * assistant answers until an advisor has taken it), and mark it read. Every call checks the
 * party first. Head writes are serialised per conversation in process (DESIGN.md decision 10);
 * messages are claimed per client id, so a message sent twice is stored once.
 */
@Injectable()
export class ConversationService {
  private readonly logger = new Logger(ConversationService.name);

  constructor(
    private readonly repository: ConversationRepository,
    private readonly assistant: AssistantService,
    private readonly lead: ConversationLead,
    private readonly delivery: ConversationDelivery,
    private readonly lock: ConversationLocks,
    private readonly unanswered: UnansweredQuestionsRepository,
    private readonly threads: StudentThreadIndex,
    private readonly attachments: ConversationAttachmentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A visitor's conversation: their contact details become a lead first, then the thread. */
  async createForVisitor(
    body: VisitorConversationRequest,
    proof: unknown,
    request: Request,
  ): Promise<CreatedConversation> {
    const id = randomUUID();
    const leadReferenceId = await this.lead.submit(id, body, proof, request);
    const { token, hash } = newConversationToken();
    const head = newHead(id, body.language, {
      tokenHash: hash,
      contact: body.contact,
      leadReferenceId,
      visitorTimeZone: body.timeZone,
    });
    await this.repository.insertHead(head);
    return { conversation: conversationView(head), token, leadReferenceId };
  }

  /**
   * A student's conversation, listed in their thread index. One with the advisors waits for an
   * advisor from the start, its hand-off context empty: the assistant has no part in it.
   */
  async createForStudent(
    userId: string,
    request: StudentConversationRequest,
  ): Promise<ConversationThread> {
    const withAdvisors: Partial<ConversationHead> =
      request.to === 'advisor'
        ? {
            advisorsOnly: true,
            status: 'waiting',
            handoff: { at: new Date(), completedFlows: [], guesses: [] },
          }
        : {};
    const head = newHead(randomUUID(), request.language, {
      ownerUserId: userId,
      visitorTimeZone: request.timeZone,
      ...withAdvisors,
    });
    await this.repository.insertHead(head);
    await this.threads.add(userId, head._id);
    return { conversation: conversationView(head), messages: [] };
  }

  async thread(id: string, party: ConversationParty, after: number): Promise<ConversationThread> {
    const head = await this.repository.readHead(id);
    assertParty(head, party);
    const messages = await this.repository.messagesAfter(id, after);
    return { conversation: conversationView(head), messages: messages.map(messageView) };
  }

  /** Stores the person's message and, while no advisor has it, the assistant's reply. */
  send(id: string, party: ConversationParty, message: SendMessage): Promise<ConversationThread> {
    return this.lock.run(id, async () => {
      const head = await this.repository.readHead(id);
      assertParty(head, party);
      let current = head;
      const authorId = party.kind === 'student' ? party.userId : undefined;
      // Resolved before the claim: a refused message leaves its client id free for a retry.
      const files = await this.attachments.refsFor(id, message.attachments);
      const outcome = await storeOnce(this.repository, id, message.clientId, async () => {
        const turn = await this.answer(head, message, authorId, files);
        current = turn.head;
        return turn.seqs;
      });
      const stored = await this.repository.messagesNumbered(id, outcome.seqs);
      const views = stored.map(messageView);
      if (outcome.stored) await this.delivery.deliver(current, views, authorId);
      return { conversation: conversationView(current), messages: views };
    });
  }

  /** Marks messages up to `upTo` read by the person (never backwards, never past the end). */
  read(id: string, party: ConversationParty, receipt: ReadReceipt): Promise<ConversationThread> {
    return this.lock.run(id, async () => {
      const head = await this.repository.readHead(id);
      assertParty(head, party);
      const upTo = Math.min(Math.max(head.readUpTo.user, receipt.upTo), head.lastSeq);
      const next = { ...head, readUpTo: { ...head.readUpTo, user: upTo } };
      if (upTo !== head.readUpTo.user) await this.repository.replaceHead(next);
      return { conversation: conversationView(next), messages: [] };
    });
  }

  private async answer(
    head: ConversationHead,
    message: SendMessage,
    authorId: string | undefined,
    files: AttachmentRef[],
  ): Promise<{ head: ConversationHead; seqs: number[] }> {
    const now = new Date();
    const seqs: number[] = [];
    const append = async (fields: Omit<NewMessage, 'sentAt'>) => {
      const seq = await this.repository.appendMessage(head._id, { ...fields, sentAt: now });
      seqs.push(seq);
      return seq;
    };
    const questionSeq = await append({
      clientId: message.clientId,
      side: 'user',
      text: message.text,
      choice: message.choice,
      authorId,
      ...(files.length > 0 && { attachments: files }),
    });
    let lastSeq = questionSeq;
    let next: ConversationHead = head;
    const assistantAnswers = head.status === 'assistant' || head.status === 'waiting';
    // Files alone are for a person: the assistant answers words and choices only.
    const question = message.text.length > 0 || message.choice !== undefined;
    // With the Education Consultant switched off, questions wait for an advisor instead.
    const flagContext = { ...VISITOR_CONTEXT, language: head.language };
    if (
      assistantAnswers &&
      !head.advisorsOnly &&
      question &&
      (await this.assistant.isAvailable(flagContext))
    ) {
      const reply = await this.assistant.answer(
        assistantRequestSchema.parse({
          question: message.text,
          choice: message.choice,
          language: head.language,
          state: head.assistantState,
        }),
        flagContext,
      );
      const turn = applyAssistantReply(head, reply, this.config.ADVISOR_TIME_ZONE, now);
      next = turn.head;
      lastSeq = await append({
        clientId: `assistant-${message.clientId}`,
        side: 'assistant',
        text: '',
        reply,
        notice: turn.notice,
      });
      if (next.status !== head.status) this.logger.log(`Conversation ${head._id} handed off`);
      // A typed question the engine could not answer is one for the FAQ (advisors' inbox).
      const missed = reply.kind !== 'answer' && reply.kind !== 'flow-step';
      if (missed && message.choice === undefined && message.text) {
        await this.unanswered.record({
          _id: `${head._id}:${questionSeq}`,
          conversationId: head._id,
          question: message.text,
          language: head.language,
          kind: reply.kind,
          askedAt: now,
        });
      }
    }
    next = {
      ...next,
      lastSeq,
      readUpTo: { ...next.readUpTo, user: lastSeq },
      updatedAt: now,
    };
    await this.repository.replaceHead(next);
    return { head: next, seqs };
  }
}

function newHead(
  id: string,
  language: LanguageCode,
  fields: Partial<ConversationHead>,
): ConversationHead {
  const now = new Date();
  return {
    _id: id,
    language,
    status: 'assistant',
    lastSeq: 0,
    readUpTo: { user: 0, advisor: 0 },
    assistantState: { misses: 0 },
    completedFlows: [],
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}
