import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type ContentVersionAction } from '../../../shared/admin-content/admin-content';
import { type ContentStatus, type ContentType } from '../../../shared/content/content-item';
import { type ContentTranslations } from '../content/content-item.schema';

export const CONTENT_VERSION_MODEL = 'ContentVersion';

/** The editable state of an item: what each version records and what a restore brings back. */
export interface ContentSnapshot {
  type: ContentType;
  status: ContentStatus;
  translations: ContentTranslations;
  featuredImage: string | null;
  category: string | null;
  tags: string[];
  author: string | null;
  publishedAt: Date;
  scheduledAt: Date | null;
}

/**
 * One saved state of a content item, `_id` = `<slug>:v<n>`. Inserting it is the save's claim on
 * revision n (DESIGN.md decision 10: a unique-`_id` insert is the one atomic write), so of two
 * saves made against the same revision exactly one gets in and the other is refused.
 */
@Schema({ collection: 'content_versions', versionKey: false })
export class ContentVersion {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  slug!: string;

  @Prop({ type: Number, required: true })
  number!: number;

  @Prop({ type: String, required: true })
  action!: ContentVersionAction;

  @Prop({ type: Date, required: true })
  savedAt!: Date;

  @Prop({ type: String, required: true })
  savedBy!: string;

  @Prop({ type: Object, required: true })
  snapshot!: ContentSnapshot;
}

export const ContentVersionSchema = SchemaFactory.createForClass(ContentVersion);
