import { type FaqTopic } from '../../../../shared/content/content-item';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import { seedPage, type SeedContentItem } from './seed-item';

/** An FAQ entry from a [question, answer HTML] pair per language. */
export function faqEntry(
  slug: string,
  topic: FaqTopic,
  order: number,
  texts: Record<LanguageCode, readonly [string, string]>,
): SeedContentItem {
  const translations = Object.fromEntries(
    Object.entries(texts).map(([language, [question, answer]]) => [
      language,
      { title: question, body: `<p>${answer}</p>`, excerpt: '' },
    ]),
  ) as SeedContentItem['translations'];
  return seedPage(slug, 'faq', translations, { category: topic, order, author: null });
}
