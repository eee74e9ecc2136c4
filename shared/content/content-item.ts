/**
 * Content items (spec §3 "Content item"): pages, legal notices, posts, FAQ entries and
 * testimonials, each with its text in one or more of the six languages. The API answers one
 * language per item, falling back to English when the requested one is missing. Written with
 * zod/mini: the public pages validate with these schemas on a first visit, where full zod would
 * weigh 29 kB gzip.
 */
import { z } from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { CONTENT_SLUG_PATTERN } from './content-slug';

export const CONTENT_TYPES = ['page', 'legal', 'post', 'faq', 'testimonial'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_STATUSES = ['published', 'draft', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Help-centre topics, in display order; an FAQ entry's `category` is one of them. */
export const FAQ_TOPICS = [
  'consultations',
  'programs',
  'applications',
  'account',
  'privacy',
] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** Slugs are one lower-case path segment: they are also the public URL `/{slug}`. */
export { CONTENT_SLUG_PATTERN };

export const languageQuerySchema = z.strictObject({
  lang: z._default(z.enum(SUPPORTED_LANGUAGES), 'en'),
});
export type LanguageQuery = z.output<typeof languageQuerySchema>;

export const contentListQuerySchema = z.strictObject({
  lang: z._default(z.enum(SUPPORTED_LANGUAGES), 'en'),
  type: z._default(z.enum(['post']), 'post'),
});
export type ContentListQuery = z.output<typeof contentListQuerySchema>;

/** One item as the API answers it, in one language (`language` says which one was served). */
export const contentItemSchema = z.object({
  slug: z.string().check(z.regex(CONTENT_SLUG_PATTERN)),
  type: z.enum(CONTENT_TYPES),
  status: z.enum(CONTENT_STATUSES),
  language: z.enum(SUPPORTED_LANGUAGES),
  availableLanguages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  excerpt: z.string(),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  featuredImage: z.nullable(z.string()),
  category: z.nullable(z.string()),
  tags: z.array(z.string()),
  author: z.nullable(z.string()),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** A list entry: everything but the body. */
export const contentSummarySchema = z.omit(contentItemSchema, { body: true });
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentListResponseSchema = z.object({ items: z.array(contentSummarySchema) });
export type ContentListResponse = z.infer<typeof contentListResponseSchema>;

export const faqEntrySchema = z.object({
  slug: z.string(),
  topic: z.enum(FAQ_TOPICS),
  language: z.enum(SUPPORTED_LANGUAGES),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqResponseSchema = z.object({ items: z.array(faqEntrySchema) });
export type FaqResponse = z.infer<typeof faqResponseSchema>;

/** A published student story; the quote is in the served language. */
export const testimonialSchema = z.object({
  slug: z.string(),
  language: z.enum(SUPPORTED_LANGUAGES),
  name: z.string(),
  program: z.nullable(z.string()),
  quote: z.string(),
  photo: z.nullable(z.string()),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialListResponseSchema = z.object({ items: z.array(testimonialSchema) });
export type TestimonialListResponse = z.infer<typeof testimonialListResponseSchema>;

/** The slugs the web app links to directly (legal tabs, terms, about). */
export const CONTENT_SLUGS = {
  about: 'about',
  gdpr: 'gdpr-kvkk-notice',
  privacy: 'privacy-notice',
  cookies: 'cookie-notice',
  terms: 'terms',
} as const;
