/**
 * Documents by `_id` alone (DESIGN.md decision 10): the upload records (each its own idempotency
 * claim), the review claims that let one decision through per version, and the numbered streams
 * of an application's added items and of each item's versions.
 */
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CUSTOM_ITEM_PREFIX } from '../../../shared/documents/document';
import { KeyedLock } from '../common/keyed-lock';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { DOCUMENT_REVIEW_MODEL, type DocumentReviewClaim } from './document-review.schema';
import {
  DOCUMENT_STREAM_ENTRY_MODEL,
  type DocumentStreamEntry,
} from './document-stream-entry.schema';
import {
  DOCUMENT_UPLOAD_MODEL,
  type DocumentUploadRecord,
  type StoredReview,
} from './document-upload.schema';

/** An item an advisor added to an application's checklist. */
export interface AddedItem {
  key: string;
  label: string;
}

const itemsStream = (applicationId: string) => `items:${applicationId}`;
const versionsStream = (applicationId: string, itemKey: string) =>
  `versions:${applicationId}:${itemKey}`;

async function inserted(create: () => Promise<unknown>): Promise<boolean> {
  try {
    await create();
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

@Injectable()
export class DocumentRepository {
  private readonly streams: NumberedStream<DocumentStreamEntry>;
  /**
   * Updates of one upload record, one at a time in this process: an upload's number, a later
   * upload marking it replaced and a review can land together, and on the embedded engine two
   * concurrent updates of one document can lose one's field (DESIGN.md decision 10).
   */
  private readonly recordWrites = new KeyedLock();

  constructor(
    @InjectModel(DOCUMENT_UPLOAD_MODEL) private readonly uploads: Model<DocumentUploadRecord>,
    @InjectModel(DOCUMENT_REVIEW_MODEL) private readonly reviews: Model<DocumentReviewClaim>,
    @InjectModel(DOCUMENT_STREAM_ENTRY_MODEL) entries: Model<DocumentStreamEntry>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
  ) {
    this.streams = new NumberedStream(entries, heads);
  }

  /** Stores a new upload; false when its id was taken (a retry, or another file under it). */
  insertUpload(record: DocumentUploadRecord): Promise<boolean> {
    return inserted(() => this.uploads.create(record));
  }

  findUpload(id: string): Promise<DocumentUploadRecord | null> {
    return this.uploads.findById(id).lean<DocumentUploadRecord>().exec();
  }

  async findUploads(ids: readonly string[]): Promise<DocumentUploadRecord[]> {
    const found = await Promise.all(ids.map((id) => this.findUpload(id)));
    return found.filter((record): record is DocumentUploadRecord => record !== null);
  }

  /** Gives an upload the next version number of its item and answers it. */
  async appendVersion(record: DocumentUploadRecord, at: Date): Promise<number> {
    const number = await this.streams.append(versionsStream(record.applicationId, record.itemKey), {
      versionId: record._id,
      actorId: record.studentId,
      at,
    });
    await this.setFields(record._id, { number });
    return number;
  }

  /**
   * The item's version ids, oldest first. An upload finished on two instances at once may be
   * listed twice; it counts once, at its first place.
   */
  async versionIds(applicationId: string, itemKey: string): Promise<string[]> {
    const entries = await this.streams.readAfter(versionsStream(applicationId, itemKey), 0);
    return [...new Set(entries.flatMap((entry) => (entry.versionId ? [entry.versionId] : [])))];
  }

  /** Marks an older version as replaced: it leaves the review queue, and stays downloadable. */
  async supersede(id: string): Promise<void> {
    await this.setFields(id, { superseded: true });
  }

  /** Whether this caller won the review of version `id`; false when another review took it. */
  claimReview(id: string, review: StoredReview): Promise<boolean> {
    return inserted(() =>
      this.reviews.create({
        _id: `${id}@review`,
        decision: review.decision,
        by: review.byId,
        at: review.at,
      }),
    );
  }

  /** Writes a decision whose claim the caller has won (claimReview). */
  async recordReview(id: string, review: StoredReview): Promise<void> {
    await this.setFields(id, { review });
  }

  private setFields(id: string, fields: Partial<DocumentUploadRecord>): Promise<void> {
    return this.recordWrites.run(id, async () => {
      await this.uploads.updateOne({ _id: id }, { $set: fields }).exec();
    });
  }

  /** Adds an item to the application's checklist and answers it. */
  async addItem(
    applicationId: string,
    label: string,
    actorId: string,
    at: Date,
  ): Promise<AddedItem> {
    const seq = await this.streams.append(itemsStream(applicationId), { label, actorId, at });
    return { key: `${CUSTOM_ITEM_PREFIX}${seq}`, label };
  }

  /** The items advisors added to the application, in the order they were added. */
  async addedItems(applicationId: string): Promise<AddedItem[]> {
    const entries = await this.streams.readAfter(itemsStream(applicationId), 0);
    return entries.map((entry) => ({
      key: `${CUSTOM_ITEM_PREFIX}${entry.seq}`,
      label: entry.label ?? '',
    }));
  }
}
