import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

type ReplyMailStatus = 'sending' | 'sent' | 'failed';

interface ReplyMailClaim {
  /** `<conversationId>:<seq>`: the advisor message this mail carries. */
  _id: string;
  status: ReplyMailStatus;
  attempts: number;
  claimedAt: Date;
  settledAt?: Date;
  /** Why the last try failed (the SMTP answer or the connection error); never the address. */
  error?: string;
}

/**
 * One document per advisor reply mailed to a visitor (DESIGN.md decision 10): the instance whose
 * unique-`_id` insert wins sends it, so a reply is mailed at most once across instances, and
 * records how it went.
 */
@Injectable()
export class AdvisorReplyMailClaimsRepository {
  private readonly claims: Collection<ReplyMailClaim>;

  constructor(@InjectConnection() connection: Connection) {
    this.claims = connection.collection<ReplyMailClaim>('conversation_reply_mails');
  }

  /** True when this call won the mail of message `seq` of conversation `conversationId`. */
  async claim(conversationId: string, seq: number, now: Date): Promise<boolean> {
    try {
      await this.claims.insertOne({
        _id: `${conversationId}:${seq}`,
        status: 'sending',
        attempts: 0,
        claimedAt: now,
      });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async settle(
    conversationId: string,
    seq: number,
    outcome: { status: Exclude<ReplyMailStatus, 'sending'>; attempts: number; error?: string },
    now: Date,
  ): Promise<void> {
    await this.claims.updateOne(
      { _id: `${conversationId}:${seq}` },
      { $set: { ...outcome, settledAt: now } },
    );
  }
}
