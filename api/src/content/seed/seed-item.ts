import { type ContentStatus, type ContentType } from '../../../../shared/content/content-item';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import { type ContentTranslation } from '../content-item.schema';

/** A seed item: the stored fields with the slug that becomes its `_id`. */
export interface SeedContentItem {
  slug: string;
  type: ContentType;
  status: ContentStatus;
  publishedAt: Date;
  translations: Record<LanguageCode, ContentTranslation>;
  featuredImage: string | null;
  category: string | null;
  tags: string[];
  author: string | null;
  order: number;
}

/** The date the site's own texts took effect; fixed so every seed run stores the same item. */
export const SEED_PUBLISHED_AT = new Date('2026-01-15T09:00:00.000Z');

export const EDITORIAL_AUTHOR = 'StudyAbroad editorial team';

/** A page-like item published at the seed date. */
export function seedPage(
  slug: string,
  type: ContentType,
  translations: Record<LanguageCode, ContentTranslation>,
  extra: Partial<Omit<SeedContentItem, 'slug' | 'type' | 'translations'>> = {},
): SeedContentItem {
  return {
    slug,
    type,
    status: 'published',
    publishedAt: SEED_PUBLISHED_AT,
    translations,
    featuredImage: null,
    category: null,
    tags: [],
    author: EDITORIAL_AUTHOR,
    order: 0,
    ...extra,
  };
}
