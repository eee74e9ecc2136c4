import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { type AttachmentType } from '../../../shared/conversations/attachments';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

/**
 * One uploaded attachment (`conversation_attachments/<conversationId>:<attachmentId>`): the
 * attachment id is the uploading client's id for the file, so the record is its claim, and the
 * bytes live in the file storage under `storageKey`. Never updated.
 */
export interface AttachmentRecord {
  _id: string;
  conversationId: string;
  attachmentId: string;
  name: string;
  /** The type its bytes showed, whatever the upload declared. */
  type: AttachmentType;
  size: number;
  /** SHA-256 of the bytes, hex: tells a repeat of the same file from another file under one id. */
  sha256: string;
  storageKey: string;
  uploadedBy: { side: 'user' | 'advisor'; userId?: string };
  uploadedAt: Date;
}

const ATTACHMENTS = 'conversation_attachments';

/** Attachment records, by `_id` only (DESIGN.md decision 10). */
@Injectable()
export class ConversationAttachmentsRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  static recordId(conversationId: string, attachmentId: string): string {
    return `${conversationId}:${attachmentId}`;
  }

  find(conversationId: string, attachmentId: string): Promise<AttachmentRecord | null> {
    const _id = ConversationAttachmentsRepository.recordId(conversationId, attachmentId);
    return this.records().findOne({ _id });
  }

  /**
   * Stores the record when its id is new: true for the one insert that stored it (of concurrent
   * inserts of one id exactly one wins, on any instance), false when the id was taken.
   */
  async tryInsert(record: AttachmentRecord): Promise<boolean> {
    try {
      await this.records().insertOne(record);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  private records() {
    return this.connection.collection<AttachmentRecord>(ATTACHMENTS);
  }
}
