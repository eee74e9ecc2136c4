/** The content feature's API reads; each answer is checked against its shared schema. */
import {
  contentItemSchema,
  contentListResponseSchema,
  faqResponseSchema,
  testimonialListResponseSchema,
  type ContentItem,
  type ContentSummary,
  type FaqEntry,
  type Testimonial,
} from '../../../../../shared/content/content-item';
import { type LanguageCode } from '../../../../../shared/i18n/languages';
import { getJson } from '../../../data/api-client';

export async function getContentItem(
  slug: string,
  language: LanguageCode,
  signal: AbortSignal,
): Promise<ContentItem> {
  const body = await getJson(
    `/api/public/content/${encodeURIComponent(slug)}?lang=${language}`,
    signal,
  );
  return contentItemSchema.parse(body);
}

export async function listPosts(
  language: LanguageCode,
  signal: AbortSignal,
): Promise<ContentSummary[]> {
  return contentListResponseSchema.parse(
    await getJson(`/api/public/content?lang=${language}`, signal),
  ).items;
}

export async function getFaq(language: LanguageCode, signal: AbortSignal): Promise<FaqEntry[]> {
  return faqResponseSchema.parse(await getJson(`/api/public/faq?lang=${language}`, signal)).items;
}

export async function getTestimonials(
  language: LanguageCode,
  signal: AbortSignal,
): Promise<Testimonial[]> {
  const body = await getJson(`/api/public/testimonials?lang=${language}`, signal);
  return testimonialListResponseSchema.parse(body).items;
}
