/**
 * What a browser keeps for the assistant to answer offline: the FAQ and pages in the visitor's
 * language and in English (the engine's fallback), nothing more, so the saved copy stays small.
 * Retrieval indexes each language on its own (assistant-retrieval.ts), so the engine over this
 * set answers as the server's engine over every language does.
 */
import { z } from 'zod';
import { faqEntrySchema } from '../content/content-item';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type LanguageCode } from '../i18n/languages';
import { type AssistantKnowledge } from './assistant-knowledge';

/** `GET ?lang=`: the knowledge set of one language. */
export const ASSISTANT_KNOWLEDGE_PATH = '/api/public/assistant/knowledge';

const knowledgePageSchema = z.object({
  slug: z.string(),
  type: z.enum(['page', 'legal', 'post']),
  language: z.enum(SUPPORTED_LANGUAGES),
  title: z.string(),
  body: z.string(),
});

export const assistantKnowledgeSetSchema = z.object({
  language: z.enum(SUPPORTED_LANGUAGES),
  faq: z.array(faqEntrySchema),
  pages: z.array(knowledgePageSchema),
});
export type AssistantKnowledgeSet = z.infer<typeof assistantKnowledgeSetSchema>;

/** The part of `knowledge` a visitor reading `language` needs. */
export function knowledgeSetFor(
  knowledge: AssistantKnowledge,
  language: LanguageCode,
): AssistantKnowledgeSet {
  const kept = (entry: { language: LanguageCode }) =>
    entry.language === language || entry.language === DEFAULT_LANGUAGE;
  return {
    language,
    faq: knowledge.faq.filter(kept),
    pages: knowledge.pages.filter(kept),
  };
}
