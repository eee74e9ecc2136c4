/**
 * Storing a version of a checklist item (issue 15 item 3): the file is checked by its bytes as
 * message attachments are (checkAttachment), stored through the uploads' FileStorage, and recorded
 * under the client's id for it, so a retried upload is stored once. Only the upload whose record
 * insert landed takes the item's next version number, replaces the version before it in the
 * review queue and goes on the application's timeline.
 */
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ATTACHMENT_CLIENT_ID_FIELD,
  ATTACHMENT_FILE_FIELD,
  ATTACHMENT_MESSAGES,
  type AttachmentRefusal,
  attachmentIdSchema,
  checkAttachment,
  cleanAttachmentName,
} from '../../../shared/conversations/attachments';
import { type DocumentVersion } from '../../../shared/documents/document';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { ApplicationStreams } from '../applications/application-streams';
import { type ApplicationRecord } from '../applications/application.schema';
import { KeyedLock } from '../common/keyed-lock';
import { ApiException } from '../common/api-exception';
import { type UploadedAttachment } from '../conversations/conversation-attachments.service';
import { type FileStorage } from '../leads/storage/photo-storage';
import { toVersionView } from './document-checklist';
import { DocumentQueueReadModel } from './document-queue-read-model';
import { DocumentRepository } from './document.repository';
import { type DocumentUploadRecord } from './document-upload.schema';

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

/** The item a version is for, as the checklist names it. */
export interface UploadTarget {
  application: ApplicationRecord;
  itemKey: string;
  itemLabel: string | null;
}

@Injectable()
export class DocumentUploads {
  private readonly logger = new Logger(DocumentUploads.name);
  /** One upload id at a time in this process: a retry waits for the first try to finish. */
  private readonly uploading = new KeyedLock();

  constructor(
    private readonly documents: DocumentRepository,
    private readonly queue: DocumentQueueReadModel,
    private readonly streams: ApplicationStreams,
    @Inject(DOCUMENT_STORAGE) private readonly storage: FileStorage,
  ) {}

  async upload(
    target: UploadTarget,
    clientId: unknown,
    file: UploadedAttachment | undefined,
    now = new Date(),
  ): Promise<{ version: DocumentVersion; created: boolean }> {
    const id = attachmentIdSchema.safeParse(clientId);
    if (!id.success) {
      throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
        { field: ATTACHMENT_CLIENT_ID_FIELD, message: 'is invalid' },
      ]);
    }
    if (!file) this.refuse('missing', undefined);
    const check = checkAttachment(file.size, file.buffer);
    if (!check.ok) this.refuse(check.refusal, file);
    const sha256 = createHash('sha256').update(file.buffer).digest('hex');
    const { application } = target;
    const record: DocumentUploadRecord = {
      _id: id.data,
      applicationId: application._id,
      studentId: application.studentId,
      studentName: application.studentName,
      courseTitle: application.courseTitle,
      itemKey: target.itemKey,
      itemLabel: target.itemLabel,
      number: 0,
      name: cleanAttachmentName(file.originalname),
      type: check.type,
      size: file.size,
      sha256,
      storageKey: `document_${id.data}_${sha256}`,
      uploadedAt: now,
      superseded: false,
      review: null,
    };
    return this.uploading.run(id.data, async () => {
      const earlier = await this.documents.findUpload(id.data);
      if (earlier) return { version: await this.repeated(earlier, record), created: false };
      // The bytes first: a record never names a file that is not there.
      await this.storage.put(record.storageKey, file.buffer, record.type);
      if (!(await this.documents.insertUpload(record))) {
        const winner = await this.documents.findUpload(id.data);
        if (!winner) throw new ApiException(503, CALL_ERROR_MESSAGES.server);
        return { version: await this.repeated(winner, record), created: false };
      }
      this.logger.log(`Document ${record._id} stored (${record.type}, ${record.size} bytes)`);
      return { version: await this.number(record, now), created: true };
    });
  }

  /** The bytes of a version, with what a download answers about them. */
  async file(record: DocumentUploadRecord) {
    const bytes = await this.storage.get(record.storageKey);
    if (!bytes) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    return {
      ref: { id: record._id, name: record.name, type: record.type, size: record.size },
      bytes,
    };
  }

  /**
   * Numbers the version, retires the one it replaces from the queue and records it on the
   * timeline. Runs once per upload id: for the insert that landed, or to finish one whose first
   * try stopped before it was numbered.
   */
  private async number(record: DocumentUploadRecord, now: Date): Promise<DocumentVersion> {
    const number = await this.documents.appendVersion(record, now);
    const ids = await this.documents.versionIds(record.applicationId, record.itemKey);
    const place = ids.indexOf(record._id);
    // Only the versions before this one: of two uploads racing, the later one replaces the
    // earlier, never the other way round. One already listed after it may have marked it
    // replaced before its number was written, and no update is atomic on the embedded engine
    // (DESIGN.md decision 10): that write can undo the mark, so it marks itself again.
    const replaced = ids.slice(0, Math.max(0, place));
    if (place >= 0 && place < ids.length - 1) replaced.push(record._id);
    await Promise.all(replaced.map((other) => this.documents.supersede(other)));
    await this.queue.changed([record._id, ...replaced]);
    await this.streams.addToTimeline(record.applicationId, {
      kind: 'document',
      documentEvent: 'uploaded',
      itemKey: record.itemKey,
      itemLabel: record.itemLabel,
      reason: '',
      actorKind: 'student',
      actorId: record.studentId,
      actorName: record.studentName,
      at: now,
    });
    return toVersionView({ ...record, number });
  }

  /** The same file for the same item again answers the stored version; anything else is refused. */
  private async repeated(
    stored: DocumentUploadRecord,
    sent: DocumentUploadRecord,
  ): Promise<DocumentVersion> {
    const same =
      stored.sha256 === sent.sha256 &&
      stored.applicationId === sent.applicationId &&
      stored.itemKey === sent.itemKey;
    if (!same) {
      throw new ApiException(409, ATTACHMENT_MESSAGES.clientIdReused, [
        { field: ATTACHMENT_CLIENT_ID_FIELD, message: ATTACHMENT_MESSAGES.clientIdReused },
      ]);
    }
    return stored.number > 0 ? toVersionView(stored) : this.number(stored, sent.uploadedAt);
  }

  private refuse(refusal: AttachmentRefusal, file: UploadedAttachment | undefined): never {
    this.logger.warn(
      `Document refused: ${refusal}` +
        (file ? ` (declared ${file.mimetype}, ${file.size} bytes)` : ''),
    );
    throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
      { field: ATTACHMENT_FILE_FIELD, message: ATTACHMENT_MESSAGES[refusal] },
    ]);
  }
}
