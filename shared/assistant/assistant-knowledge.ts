/**
 * What the assistant knows besides the catalogue: FAQ entries and content pages in every language
 * they are written in, cut into passages (a page per `<h2>` section) that each cite their source.
 * The server reads them from the content collection; the browser from its saved copies.
 */
import { CONTENT_SLUGS, type FaqEntry } from '../content/content-item';
import { type LanguageCode } from '../i18n/languages';
import { APP_PATHS } from '../routes/app-paths';
import { htmlToText } from './assistant-text';

/** A page-like content item in one language (page, legal notice or post). */
export interface KnowledgePage {
  slug: string;
  type: 'page' | 'legal' | 'post';
  language: LanguageCode;
  title: string;
  /** Sanitised HTML. */
  body: string;
}

export interface AssistantKnowledge {
  faq: readonly FaqEntry[];
  pages: readonly KnowledgePage[];
}

/** A unit of retrieval: a whole FAQ entry, or one section of a page. */
export interface Passage {
  /** `<type>:<slug>:<language>:<section>`, unique in an index. */
  id: string;
  type: 'faq' | 'page';
  slug: string;
  language: LanguageCode;
  /** The FAQ question, or the page title (and the section's heading). */
  title: string;
  text: string;
  url: string;
}

/** Where the site shows a content item (legal notices are tabs of /legal; spec §2). */
const PAGE_URLS: Record<string, string> = {
  [CONTENT_SLUGS.about]: APP_PATHS.about,
  [CONTENT_SLUGS.gdpr]: `${APP_PATHS.legal}?tab=gdpr`,
  [CONTENT_SLUGS.privacy]: `${APP_PATHS.legal}?tab=privacy`,
  [CONTENT_SLUGS.cookies]: APP_PATHS.legalCookies,
  [CONTENT_SLUGS.terms]: APP_PATHS.termsOfService,
};

export function pageUrl(slug: string): string {
  return PAGE_URLS[slug] ?? `/${slug}`;
}

const SECTION_HEADING = /<h2[^>]*>(.*?)<\/h2>/gis;

/** A page's sections: the text before the first heading, then one per `<h2>` with its heading. */
function pageSections(page: KnowledgePage): { heading: string | undefined; text: string }[] {
  const parts = page.body.split(SECTION_HEADING);
  const sections: { heading: string | undefined; text: string }[] = [];
  if (htmlToText(parts[0] ?? ''))
    sections.push({ heading: undefined, text: htmlToText(parts[0]!) });
  for (let at = 1; at < parts.length; at += 2) {
    sections.push({ heading: htmlToText(parts[at]!), text: htmlToText(parts[at + 1] ?? '') });
  }
  return sections;
}

export function knowledgePassages(knowledge: AssistantKnowledge): Passage[] {
  const faq = knowledge.faq.map((entry): Passage => ({
    id: `faq:${entry.slug}:${entry.language}:0`,
    type: 'faq',
    slug: entry.slug,
    language: entry.language,
    title: entry.question,
    text: htmlToText(entry.answer),
    url: `${APP_PATHS.help}#${entry.slug}`,
  }));
  const pages = knowledge.pages.flatMap((page) =>
    pageSections(page).map((section, index): Passage => ({
      id: `page:${page.slug}:${page.language}:${index}`,
      type: 'page',
      slug: page.slug,
      language: page.language,
      title: section.heading ? `${page.title}: ${section.heading}` : page.title,
      text: section.text,
      url: pageUrl(page.slug),
    })),
  );
  return [...faq, ...pages];
}
