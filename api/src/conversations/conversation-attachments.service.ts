import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ATTACHMENT_CLIENT_ID_FIELD,
  ATTACHMENT_FILE_FIELD,
  ATTACHMENT_MESSAGES,
  type AttachmentRef,
  type AttachmentRefusal,
  attachmentIdSchema,
  checkAttachment,
  cleanAttachmentName,
} from '../../../shared/conversations/attachments';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { ApiException } from '../common/api-exception';
import { type FileStorage } from '../leads/storage/photo-storage';
import { assertParty, type ConversationParty } from './conversation-access';
import {
  type AttachmentRecord,
  ConversationAttachmentsRepository,
} from './conversation-attachments.repository';
import { ConversationRepository } from './conversation.repository';

export const CONVERSATION_ATTACHMENT_STORAGE = Symbol('CONVERSATION_ATTACHMENT_STORAGE');

/** Who reaches a conversation's files: its visitor or student, or any advisor (their permission). */
export type AttachmentParty = ConversationParty | { kind: 'advisor'; userId: string };

/** A file as multer hands it over (memory storage). */
export interface UploadedAttachment {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** An attachment's bytes with what a download answers about them. */
export interface AttachmentDownload {
  ref: AttachmentRef;
  bytes: Buffer;
}

/**
 * Files attached to conversation messages: upload (checked by content, stored once per client id),
 * resolve the ids a message names, and download, each only for whoever may reach the thread. The
 * bytes are stored under their hash within the conversation, so concurrent uploads of one file
 * write one file, and the unique-`_id` insert of the record decides which upload's record stands.
 */
@Injectable()
export class ConversationAttachmentsService {
  private readonly logger = new Logger(ConversationAttachmentsService.name);

  constructor(
    private readonly conversations: ConversationRepository,
    private readonly records: ConversationAttachmentsRepository,
    @Inject(CONVERSATION_ATTACHMENT_STORAGE) private readonly storage: FileStorage,
  ) {}

  async upload(
    conversationId: string,
    party: AttachmentParty,
    clientId: unknown,
    file: UploadedAttachment | undefined,
  ): Promise<AttachmentRef> {
    await this.assertReaches(conversationId, party);
    const attachmentId = attachmentIdSchema.safeParse(clientId);
    if (!attachmentId.success) {
      throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
        { field: ATTACHMENT_CLIENT_ID_FIELD, message: 'is invalid' },
      ]);
    }
    if (!file) this.refuse(conversationId, 'missing', undefined);
    const check = checkAttachment(file.size, file.buffer);
    if (!check.ok) this.refuse(conversationId, check.refusal, file);

    const sha256 = createHash('sha256').update(file.buffer).digest('hex');
    const earlier = await this.records.find(conversationId, attachmentId.data);
    if (earlier) return this.repeated(earlier, sha256, file);

    const record: AttachmentRecord = {
      _id: ConversationAttachmentsRepository.recordId(conversationId, attachmentId.data),
      conversationId,
      attachmentId: attachmentId.data,
      name: cleanAttachmentName(file.originalname),
      type: check.type,
      size: file.size,
      sha256,
      storageKey: `${conversationId}_${sha256}`,
      uploadedBy:
        party.kind === 'advisor'
          ? { side: 'advisor', userId: party.userId }
          : { side: 'user', ...(party.kind === 'student' && { userId: party.userId }) },
      uploadedAt: new Date(),
    };
    // The bytes first: a record never names a file that is not there.
    await this.storage.put(record.storageKey, file.buffer, record.type);
    if (await this.records.tryInsert(record)) {
      this.logger.log(`Attachment ${record._id} stored (${record.type}, ${record.size} bytes)`);
      return refOf(record);
    }
    const winner = await this.records.find(conversationId, attachmentId.data);
    if (!winner) throw new ApiException(503, CALL_ERROR_MESSAGES.server);
    return this.repeated(winner, sha256, file);
  }

  /** The refs of the attachments a message names; refuses ids not uploaded to this conversation. */
  async refsFor(conversationId: string, attachmentIds: string[]): Promise<AttachmentRef[]> {
    const found = await Promise.all(
      attachmentIds.map((id) => this.records.find(conversationId, id)),
    );
    if (found.some((record) => record === null)) {
      throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
        { field: 'attachments', message: ATTACHMENT_MESSAGES.notFound },
      ]);
    }
    return (found as AttachmentRecord[]).map(refOf);
  }

  async download(
    conversationId: string,
    party: AttachmentParty,
    attachmentId: string,
  ): Promise<AttachmentDownload> {
    await this.assertReaches(conversationId, party);
    const record = attachmentIdSchema.safeParse(attachmentId).success
      ? await this.records.find(conversationId, attachmentId)
      : null;
    const bytes = record && (await this.storage.get(record.storageKey));
    if (!record || !bytes) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    return { ref: refOf(record), bytes };
  }

  /** The conversation exists and the party may read it (as reading the thread checks). */
  private async assertReaches(conversationId: string, party: AttachmentParty): Promise<void> {
    const head = await this.conversations.readHead(conversationId);
    if (party.kind === 'advisor') {
      if (!head) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
      return;
    }
    assertParty(head, party);
  }

  /** The same file again answers the stored ref; another file under the same id is refused. */
  private repeated(record: AttachmentRecord, sha256: string, file: UploadedAttachment) {
    if (record.sha256 !== sha256) this.refuse(record.conversationId, 'clientIdReused', file, 409);
    return refOf(record);
  }

  private refuse(
    conversationId: string,
    refusal: AttachmentRefusal,
    file: UploadedAttachment | undefined,
    status = 400,
  ): never {
    this.logger.warn(
      `Attachment refused in ${conversationId}: ${refusal}` +
        (file ? ` (declared ${file.mimetype}, ${file.size} bytes)` : ''),
    );
    throw new ApiException(
      status,
      status === 400 ? CALL_ERROR_MESSAGES.badRequest : ATTACHMENT_MESSAGES[refusal],
      [{ field: ATTACHMENT_FILE_FIELD, message: ATTACHMENT_MESSAGES[refusal] }],
    );
  }
}

function refOf(record: AttachmentRecord): AttachmentRef {
  return { id: record.attachmentId, name: record.name, type: record.type, size: record.size };
}
