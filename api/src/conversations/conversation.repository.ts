import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Connection, Model } from 'mongoose';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { type ConversationHead, type MessageClaim } from './conversation-head';
import {
  CONVERSATION_MESSAGE_MODEL,
  ConversationMessageEntry,
} from './conversation-message.schema';

const HEADS = 'conversations';
const CLAIMS = 'conversation_message_claims';
const TAKES = 'conversation_takes';
const VERSIONS = 'read_model_versions';
const VERSION_ID = 'conversations';

export type NewMessage = Omit<ConversationMessageEntry, '_id' | 'stream' | 'seq'>;

/**
 * Where conversations live, addressed only by `_id` (DESIGN.md decision 10): heads by id, messages
 * as the numbered stream `<conversationId>:<n>`, message claims `<conversationId>:<clientId>`,
 * advisor takes `<conversationId>`, and one version document that tells every instance its list
 * of conversations is stale. Head writes are read-modify-write: callers hold the conversation's
 * lock (ConversationService).
 */
@Injectable()
export class ConversationRepository {
  private readonly stream: NumberedStream<ConversationMessageEntry>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(CONVERSATION_MESSAGE_MODEL) messages: Model<ConversationMessageEntry>,
    @InjectModel(STREAM_HEAD_MODEL) streamHeads: Model<StreamHead>,
  ) {
    this.stream = new NumberedStream(messages, streamHeads);
  }

  async insertHead(head: ConversationHead): Promise<void> {
    await this.heads().insertOne(head);
    await this.bumpVersion();
  }

  readHead(id: string): Promise<ConversationHead | null> {
    return this.heads().findOne({ _id: id });
  }

  async replaceHead(head: ConversationHead): Promise<void> {
    await this.heads().replaceOne({ _id: head._id }, head);
    await this.bumpVersion();
  }

  /** Every head: a full read, for rebuilding the advisors' read model only. */
  allHeads(): Promise<ConversationHead[]> {
    return this.heads().find({}).toArray();
  }

  appendMessage(conversationId: string, message: NewMessage): Promise<number> {
    return this.stream.append(conversationId, message);
  }

  messagesAfter(conversationId: string, after: number): Promise<ConversationMessageEntry[]> {
    return this.stream.readAfter(conversationId, after);
  }

  async messagesNumbered(
    conversationId: string,
    seqs: number[],
  ): Promise<ConversationMessageEntry[]> {
    const found = await Promise.all(
      seqs.map((seq) =>
        this.connection
          .collection<ConversationMessageEntry>('conversation_messages')
          .findOne({ _id: NumberedStream.entryId(conversationId, seq) }),
      ),
    );
    return found.filter((entry): entry is ConversationMessageEntry => entry !== null);
  }

  readClaim(id: string): Promise<MessageClaim | null> {
    return this.claims().findOne({ _id: id });
  }

  /** True when this insert made the claim: of concurrent inserts of one id exactly one wins. */
  async tryClaim(id: string): Promise<boolean> {
    return this.tryInsert(() =>
      this.claims().insertOne({ _id: id, seqs: [], createdAt: new Date() }),
    );
  }

  async settleClaim(id: string, seqs: number[]): Promise<void> {
    await this.claims().updateOne({ _id: id }, { $set: { seqs } });
  }

  /** True for the one advisor whose take of the conversation was stored first. */
  tryTake(conversationId: string, advisorId: string): Promise<boolean> {
    return this.tryInsert(() =>
      this.connection
        .collection<{ _id: string; advisorId: string; at: Date }>(TAKES)
        .insertOne({ _id: conversationId, advisorId, at: new Date() }),
    );
  }

  /** A new random stamp on every head write: readers compare it with the one they built from. */
  async readVersion(): Promise<string | null> {
    const found = await this.versions().findOne({ _id: VERSION_ID });
    return found?.stamp ?? null;
  }

  private async bumpVersion(): Promise<void> {
    await this.versions().updateOne(
      { _id: VERSION_ID },
      { $set: { stamp: randomUUID() } },
      { upsert: true },
    );
  }

  /** Runs a unique-`_id` insert: true when it stored, false when the `_id` existed. */
  private async tryInsert(insert: () => Promise<unknown>): Promise<boolean> {
    try {
      await insert();
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  private heads() {
    return this.connection.collection<ConversationHead>(HEADS);
  }

  private claims() {
    return this.connection.collection<MessageClaim>(CLAIMS);
  }

  private versions() {
    return this.connection.collection<{ _id: string; stamp: string }>(VERSIONS);
  }
}
