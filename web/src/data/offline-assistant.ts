/**
 * The Education Consultant offline (issue 14 item 3), run in the catalogue worker: the shared
 * engine over the knowledge saved for the visitor's language and over the saved catalogue, so the
 * widget answers as the server would without the network. The engine is built on first use and
 * again only when the saved knowledge or catalogue changed.
 */
import {
  type AssistantReply,
  type AssistantRequestInput,
} from '../../../shared/assistant/assistant-contract';
import {
  createAssistantEngine,
  type AssistantEngine,
} from '../../../shared/assistant/assistant-engine';
import {
  ASSISTANT_KNOWLEDGE_PATH,
  assistantKnowledgeSetSchema,
} from '../../../shared/assistant/assistant-knowledge-set';
import { type PreparedCatalogue } from '../../../shared/catalog/catalog-prepare';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { getJson } from './api-client';
import { catalogDb, type SavedAssistantKnowledge } from './catalog-db';
import { loadedCatalogue, savedCatalogueExists } from './saved-catalogue';

interface Built {
  knowledge: SavedAssistantKnowledge | undefined;
  catalogue: PreparedCatalogue | undefined;
  engine: AssistantEngine;
}

let built: Built | undefined;

/** A saved set younger than this is kept as it is: FAQ and pages change a few times a week. */
const KNOWLEDGE_FRESH_MS = 10 * 60_000;

/** Saves the FAQ and pages a visitor reading `language` needs (with English, the fallback). */
export async function saveAssistantKnowledge(language: LanguageCode): Promise<void> {
  const saved = await catalogDb.knowledge.get(language);
  if (saved && Date.now() - saved.savedAt < KNOWLEDGE_FRESH_MS) return;
  const query = new URLSearchParams({ lang: language }).toString();
  const set = assistantKnowledgeSetSchema.parse(
    await getJson(`${ASSISTANT_KNOWLEDGE_PATH}?${query}`),
  );
  await catalogDb.knowledge.put({ ...set, savedAt: Date.now() });
}

/**
 * The knowledge saved for `language`, else any saved set (its English part still answers), else
 * none: the saved catalogue alone answers programme questions.
 */
async function savedKnowledge(
  language: LanguageCode,
): Promise<SavedAssistantKnowledge | undefined> {
  return (
    (await catalogDb.knowledge.get(language)) ?? (await catalogDb.knowledge.toCollection().first())
  );
}

async function engineFor(language: LanguageCode): Promise<AssistantEngine> {
  const knowledge = await savedKnowledge(language);
  const catalogue = (await savedCatalogueExists())
    ? (await loadedCatalogue()).catalogue
    : undefined;
  const same =
    built &&
    built.catalogue === catalogue &&
    built.knowledge?.language === knowledge?.language &&
    built.knowledge?.savedAt === knowledge?.savedAt;
  if (same) return built!.engine;
  const engine = createAssistantEngine(knowledge ?? { faq: [], pages: [] }, catalogue);
  built = { knowledge, catalogue, engine };
  return engine;
}

/** The engine's reply to `request` from what this device has saved. */
export async function answerOffline(request: AssistantRequestInput): Promise<AssistantReply> {
  return (await engineFor(request.language)).answer(request);
}
