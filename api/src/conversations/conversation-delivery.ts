import { Injectable } from '@nestjs/common';
import { type ConversationMessage } from '../../../shared/conversations/conversation';
import { UserFanout } from '../realtime/user-fanout';
import { AdvisorInboxFanout } from './advisor-inbox-fanout';
import { type ConversationHead } from './conversation-head';

/**
 * Delivers new messages in real time to the signed-in people of a conversation, on any instance
 * (UserFanout, through Redis when configured): the owning student and the advisor who took it;
 * every advisor's open inbox hears of it once the conversation is handed to people.
 * Visitors have no account socket; their widget polls by `_id` while open (see the README).
 */
@Injectable()
export class ConversationDelivery {
  constructor(
    private readonly fanout: UserFanout,
    private readonly inbox: AdvisorInboxFanout,
  ) {}

  async deliver(
    head: ConversationHead,
    messages: ConversationMessage[],
    authorId?: string,
  ): Promise<void> {
    const recipients = [head.ownerUserId, head.advisorId].filter(
      (userId): userId is string => userId !== undefined && userId !== authorId,
    );
    for (const userId of recipients) {
      for (const message of messages) {
        await this.fanout.sendToUser(userId, {
          type: 'conversation-message',
          conversationId: head._id,
          status: head.status,
          message,
        });
      }
    }
    await this.inbox.changed(head, authorId);
  }
}
