import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { UserFanout } from '../realtime/user-fanout';
import { AdvisorDirectory } from './advisor-directory';
import { type ConversationHead } from './conversation-head';
import { advisorSummary } from './conversation-mapper';

/**
 * Tells every advisor's open inbox, on any instance (UserFanout), that a conversation it lists
 * changed, so a hand-off or a visitor's message shows at once rather than at the inbox's slow
 * poll. Only conversations handed to people are in the inbox; a failure here never fails the
 * write that caused it (the poll still catches up).
 */
@Injectable()
export class AdvisorInboxFanout {
  constructor(
    private readonly directory: AdvisorDirectory,
    private readonly fanout: UserFanout,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(AdvisorInboxFanout.name);
  }

  /** Tells every advisor but `authorId` (whose own screen shows what they just did). */
  async changed(head: ConversationHead, authorId?: string): Promise<void> {
    if (head.status === 'assistant') return;
    try {
      const message = { type: 'conversation-changed', conversation: advisorSummary(head) } as const;
      const readers = (await this.directory.inboxReaders()).filter(({ id }) => id !== authorId);
      await Promise.all(readers.map((reader) => this.fanout.sendToUser(reader.id, message)));
    } catch (error) {
      this.logger.warn({ err: error, conversationId: head._id }, 'advisors not told of a change');
    }
  }
}
