import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import {
  FAQ_TOPICS,
  type ContentItem,
  type ContentListResponse,
  type ContentSummary,
  type FaqResponse,
  type FaqTopic,
  type TestimonialListResponse,
} from '../../../shared/content/content-item';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type LanguageCode,
} from '../../../shared/i18n/languages';
import { ApiException } from '../common/api-exception';
import {
  CONTENT_ITEM_MODEL,
  ContentItemEntity,
  type ContentTranslation,
} from './content-item.schema';
import { sanitizeBody } from './content-sanitizer';

type StoredItem = ContentItemEntity;

/** One language of a public item, its body sanitised. */
export interface PublicTranslation {
  slug: string;
  type: StoredItem['type'];
  category: string | null;
  language: LanguageCode;
  title: string;
  body: string;
}

/** Published and already public: a scheduled item (published in the future) stays hidden. */
function isPublic(item: Pick<StoredItem, 'status' | 'publishedAt'>, now: Date): boolean {
  return item.status === 'published' && item.publishedAt.getTime() <= now.getTime();
}

/** The text in `language`, else English (spec §5 fallback), else none. */
function pickTranslation(
  item: StoredItem,
  language: LanguageCode,
): { language: LanguageCode; text: ContentTranslation } | undefined {
  const wanted = item.translations[language];
  if (wanted) return { language, text: wanted };
  const english = item.translations[DEFAULT_LANGUAGE];
  return english ? { language: DEFAULT_LANGUAGE, text: english } : undefined;
}

function toSummary(
  item: StoredItem,
  language: LanguageCode,
  text: ContentTranslation,
): ContentSummary {
  return {
    slug: item._id,
    type: item.type,
    status: item.status,
    language,
    availableLanguages: SUPPORTED_LANGUAGES.filter((code) => item.translations[code]),
    title: text.title,
    excerpt: text.excerpt,
    publishedAt: item.publishedAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    // Optional fields may be absent on stored documents; the contract answers null.
    featuredImage: item.featuredImage ?? null,
    category: item.category ?? null,
    tags: item.tags ?? [],
    author: item.author ?? null,
  };
}

/**
 * An item in `language` (English when missing) as a page shows it, whatever its status: the
 * public read answers it only when public, the admin preview for any draft.
 */
export function renderContentItem(
  item: StoredItem,
  language: LanguageCode,
): ContentItem | undefined {
  const picked = pickTranslation(item, language);
  if (!picked) return undefined;
  return {
    ...toSummary(item, picked.language, picked.text),
    body: sanitizeBody(picked.text.body),
  };
}

const byOrderThenNewest = (a: StoredItem, b: StoredItem) =>
  (a.order ?? 0) - (b.order ?? 0) || b.publishedAt.getTime() - a.publishedAt.getTime();

/** The public read side of content: one page, the blog list, the FAQ and testimonials. */
@Injectable()
export class ContentService {
  constructor(@InjectModel(CONTENT_ITEM_MODEL) private readonly items: Model<ContentItemEntity>) {}

  /** A published item in `language` (English when missing); 404 when absent or unpublished. */
  async findPublic(slug: string, language: LanguageCode, now = new Date()): Promise<ContentItem> {
    const item = await this.items.findOne({ _id: slug }).lean<StoredItem>().exec();
    const rendered = item && isPublic(item, now) ? renderContentItem(item, language) : undefined;
    if (!rendered) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    return rendered;
  }

  /** Whether `/{slug}` is a public content page now (the web app's 404 answer depends on it). */
  async isPublic(slug: string, now = new Date()): Promise<boolean> {
    const item = await this.items
      .findOne({ _id: slug }, { status: 1, publishedAt: 1 })
      .lean<Pick<StoredItem, 'status' | 'publishedAt'>>()
      .exec();
    return item !== null && isPublic(item, now);
  }

  /** Published posts, newest first. */
  async listPosts(language: LanguageCode, now = new Date()): Promise<ContentListResponse> {
    const posts = (await this.publicOfType('post', now)).sort(
      (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime(),
    );
    return {
      items: posts.flatMap((item) => {
        const picked = pickTranslation(item, language);
        return picked ? [toSummary(item, picked.language, picked.text)] : [];
      }),
    };
  }

  /** Published FAQ entries, by topic in help-centre order, then by their own order. */
  async faq(language: LanguageCode, now = new Date()): Promise<FaqResponse> {
    const topicRank = (topic: string | null) => FAQ_TOPICS.indexOf(topic as FaqTopic);
    const entries = (await this.publicOfType('faq', now))
      .filter((item) => topicRank(item.category) >= 0)
      .sort((a, b) => topicRank(a.category) - topicRank(b.category) || byOrderThenNewest(a, b));
    return {
      items: entries.flatMap((item) => {
        const picked = pickTranslation(item, language);
        if (!picked) return [];
        return [
          {
            slug: item._id,
            topic: item.category as FaqTopic,
            language: picked.language,
            question: picked.text.title,
            answer: sanitizeBody(picked.text.body),
          },
        ];
      }),
    };
  }

  /** Published student stories: the title is the student's name, the excerpt the quote. */
  async testimonials(language: LanguageCode, now = new Date()): Promise<TestimonialListResponse> {
    const stories = (await this.publicOfType('testimonial', now)).sort(byOrderThenNewest);
    return {
      items: stories.flatMap((item) => {
        const picked = pickTranslation(item, language);
        if (!picked) return [];
        return [
          {
            slug: item._id,
            language: picked.language,
            name: picked.text.title,
            program: item.category ?? null,
            quote: picked.text.excerpt,
            photo: item.featuredImage ?? null,
          },
        ];
      }),
    };
  }

  /**
   * Every public item of `types` in every language it is written in, bodies sanitised: what the
   * assistant retrieves from (one scan of this small collection per refresh).
   */
  async publicInEveryLanguage(
    types: readonly StoredItem['type'][],
    now = new Date(),
  ): Promise<PublicTranslation[]> {
    const all = await this.items.find().lean<StoredItem[]>().exec();
    return all
      .filter((item) => types.includes(item.type) && isPublic(item, now))
      .flatMap((item) =>
        SUPPORTED_LANGUAGES.flatMap((language) => {
          const text = item.translations[language];
          if (!text) return [];
          return [
            {
              slug: item._id,
              type: item.type,
              category: item.category ?? null,
              language,
              title: text.title,
              body: sanitizeBody(text.body),
            },
          ];
        }),
      );
  }

  private async publicOfType(type: StoredItem['type'], now: Date): Promise<StoredItem[]> {
    // A small collection: one scan, filtered here (the embedded database indexes only _id).
    const all = await this.items.find().lean<StoredItem[]>().exec();
    return all.filter((item) => item.type === type && isPublic(item, now));
  }
}
