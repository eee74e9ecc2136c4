import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  type ContentStatus,
  type ContentType,
} from '../../../shared/content/content-item';
import { type LanguageCode } from '../../../shared/i18n/languages';

export const CONTENT_ITEM_MODEL = 'ContentItem';

/** The text of an item in one language. */
export interface ContentTranslation {
  title: string;
  body: string;
  excerpt: string;
}

export type ContentTranslations = Partial<Record<LanguageCode, ContentTranslation>>;

/**
 * One content item, keyed by its slug (`_id`) with every language embedded: the embedded database
 * uses an index only for an exact `_id` filter, so a page read is a single indexed lookup. The
 * whole collection is small (tens of items), so listings scan it.
 */
@Schema({ collection: 'content_items', versionKey: false, timestamps: true })
export class ContentItemEntity {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: CONTENT_TYPES })
  type!: ContentType;

  @Prop({ type: String, required: true, enum: CONTENT_STATUSES })
  status!: ContentStatus;

  @Prop({ type: Date, required: true })
  publishedAt!: Date;

  @Prop({ type: Object, required: true })
  translations!: ContentTranslations;

  @Prop({ type: String, default: null })
  featuredImage!: string | null;

  @Prop({ type: String, default: null })
  category!: string | null;

  @Prop({ type: [String], default: [] })
  tags!: string[];

  @Prop({ type: String, default: null })
  author!: string | null;

  /**
   * The number of the item's last saved version (admin-content: `<slug>:v<n>`); 0 for an item
   * never edited in the admin area (the seed).
   */
  @Prop({ type: Number, default: 0 })
  revision!: number;

  /** When a draft is due to be published by the scheduled job; null when not scheduled. */
  @Prop({ type: Date, default: null })
  scheduledAt!: Date | null;

  /** Display order inside a listing (FAQ, testimonials); lower first. */
  @Prop({ type: Number, default: 0 })
  order!: number;

  createdAt!: Date;
  updatedAt!: Date;
}

export const ContentItemSchema = SchemaFactory.createForClass(ContentItemEntity);
