import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { LeasedMailClaims } from '../mail/leased-mail/leased-mail-claims';

/** An advisor's message to a visitor, mailed when the visitor has not read it. */
export interface UnreadReply {
  conversationId: string;
  seq: number;
}

/** The key of a reply's one mail. */
export const replyMailId = (reply: UnreadReply) => `${reply.conversationId}:${reply.seq}`;

/**
 * One leased mail per advisor reply mailed to a visitor (LeasedMailClaims): the instance whose
 * insert wins sends it, and a sweep resumes it when that instance dies mid-way.
 */
@Injectable()
export class AdvisorReplyMailClaimsRepository extends LeasedMailClaims<UnreadReply> {
  constructor(@InjectConnection() connection: Connection) {
    super(connection, {
      claims: 'conversation_reply_mails',
      leases: 'conversation_reply_mail_leases',
      takeovers: 'conversation_reply_mail_takeovers',
    });
  }
}
