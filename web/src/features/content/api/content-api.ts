/**
 * The content feature's API reads; each answer is checked against its shared schema, whose module
 * (and zod with it) is fetched beside the first answer rather than with the home page's code.
 */
import {
  type ContentItem,
  type ContentSummary,
  type FaqEntry,
  type Testimonial,
} from '../../../../../shared/content/content-item';
import { type LanguageCode } from '../../../../../shared/i18n/languages';
import { getJson } from '../../../data/api-client';

const schemas = () => import('../../../../../shared/content/content-item');

export async function getContentItem(
  slug: string,
  language: LanguageCode,
  signal: AbortSignal,
): Promise<ContentItem> {
  const [{ contentItemSchema }, body] = await Promise.all([
    schemas(),
    getJson(`/api/public/content/${encodeURIComponent(slug)}?lang=${language}`, signal),
  ]);
  return contentItemSchema.parse(body);
}

export async function listPosts(
  language: LanguageCode,
  signal: AbortSignal,
): Promise<ContentSummary[]> {
  const [{ contentListResponseSchema }, body] = await Promise.all([
    schemas(),
    getJson(`/api/public/content?lang=${language}`, signal),
  ]);
  return contentListResponseSchema.parse(body).items;
}

export async function getFaq(language: LanguageCode, signal: AbortSignal): Promise<FaqEntry[]> {
  const [{ faqResponseSchema }, body] = await Promise.all([
    schemas(),
    getJson(`/api/public/faq?lang=${language}`, signal),
  ]);
  return faqResponseSchema.parse(body).items;
}

export async function getTestimonials(
  language: LanguageCode,
  signal: AbortSignal,
): Promise<Testimonial[]> {
  const [{ testimonialListResponseSchema }, body] = await Promise.all([
    schemas(),
    getJson(`/api/public/testimonials?lang=${language}`, signal),
  ]);
  return testimonialListResponseSchema.parse(body).items;
}
