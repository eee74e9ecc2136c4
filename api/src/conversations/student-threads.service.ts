import { Injectable } from '@nestjs/common';
import {
  type StudentThread,
  type StudentThreadList,
} from '../../../shared/conversations/conversation';
import { type ConversationHead } from './conversation-head';
import { conversationView, messageView } from './conversation-mapper';
import { ConversationRepository } from './conversation.repository';
import { StudentThreadIndex } from './student-thread-index';

/**
 * What the student has not read: every message after their read mark. Their own messages (and
 * the assistant's answers to them) move the mark to the end as they are stored, so what lies
 * beyond it is the other side's.
 */
function unreadOf(head: ConversationHead): number {
  return Math.max(0, head.lastSeq - head.readUpTo.user);
}

const activityOf = (thread: StudentThread) =>
  thread.lastMessage?.sentAt ?? thread.conversation.createdAt;

/**
 * A student's threads for their messages page and the header's badge: the per-user index, each
 * head and its last message, all by `_id` (DESIGN.md decision 10). Only heads the student owns
 * are listed: the index is theirs, and the owner is checked again on every head.
 */
@Injectable()
export class StudentThreadsService {
  constructor(
    private readonly index: StudentThreadIndex,
    private readonly repository: ConversationRepository,
  ) {}

  async list(userId: string): Promise<StudentThreadList> {
    const ids = await this.index.conversationIds(userId);
    const heads = await Promise.all(ids.map((id) => this.repository.readHead(id)));
    const owned = heads.filter(
      (head): head is ConversationHead => head !== null && head.ownerUserId === userId,
    );
    const threads = await Promise.all(owned.map((head) => this.thread(head)));
    threads.sort((a, b) => activityOf(b).localeCompare(activityOf(a)));
    return { threads, unread: threads.reduce((sum, thread) => sum + thread.unread, 0) };
  }

  private async thread(head: ConversationHead): Promise<StudentThread> {
    const [last] =
      head.lastSeq > 0 ? await this.repository.messagesNumbered(head._id, [head.lastSeq]) : [];
    return {
      conversation: conversationView(head),
      ...(last && { lastMessage: messageView(last) }),
      unread: unreadOf(head),
    };
  }
}
