import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ATTACHMENT_TYPES, type AttachmentType } from '../../../shared/conversations/attachments';
import { type ReviewDecision } from '../../../shared/documents/document';

export const DOCUMENT_UPLOAD_MODEL = 'DocumentUpload';

/** The decision on a version, written once its review claim is won (document-review.schema.ts). */
export interface StoredReview {
  decision: ReviewDecision;
  reason: string;
  byId: string;
  byName: string;
  at: Date;
}

/**
 * One version of one checklist item, `_id` = the uploading client's id for the file: the insert
 * is the upload's claim, so a retried or replayed upload is stored once (DESIGN.md decision 10).
 * Its `number` is written after its place in the item's version stream is claimed; `superseded`
 * once a newer version takes its place; `review` once an advisor's review claim is won. It carries
 * the names the review queue shows, so the queue is built from this collection alone.
 */
@Schema({ collection: 'document_uploads', versionKey: false })
export class DocumentUploadRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  applicationId!: string;

  @Prop({ type: String, required: true })
  studentId!: string;

  @Prop({ type: String, required: true })
  studentName!: string;

  @Prop({ type: String, required: true })
  courseTitle!: string;

  @Prop({ type: String, required: true })
  itemKey!: string;

  @Prop({ type: String, default: null })
  itemLabel!: string | null;

  /** 0 until the version stream gave it its number. */
  @Prop({ type: Number, required: true })
  number!: number;

  @Prop({ type: String, required: true })
  name!: string;

  /** What its bytes showed, whatever the upload declared. */
  @Prop({ type: String, required: true, enum: ATTACHMENT_TYPES })
  type!: AttachmentType;

  @Prop({ type: Number, required: true })
  size!: number;

  /** SHA-256 of the bytes, hex: tells a repeat of the same file from another under one id. */
  @Prop({ type: String, required: true })
  sha256!: string;

  @Prop({ type: String, required: true })
  storageKey!: string;

  @Prop({ type: Date, required: true })
  uploadedAt!: Date;

  @Prop({ type: Boolean, default: false })
  superseded!: boolean;

  @Prop({ type: Object, default: null })
  review!: StoredReview | null;
}

export const DocumentUploadSchema = SchemaFactory.createForClass(DocumentUploadRecord);
