import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  createAssistantEngine,
  type AssistantEngine,
} from '../../../shared/assistant/assistant-engine';
import { type AssistantKnowledge } from '../../../shared/assistant/assistant-knowledge';
import {
  knowledgeSetFor,
  type AssistantKnowledgeSet,
} from '../../../shared/assistant/assistant-knowledge-set';
import { FAQ_TOPICS, type FaqTopic } from '../../../shared/content/content-item';
import { type PreparedCatalogue } from '../../../shared/catalog/catalog-prepare';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { CatalogStore } from '../catalog/catalog-store.service';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { ContentService } from '../content/content.service';

interface Built {
  engine: AssistantEngine;
  knowledge: AssistantKnowledge;
  catalogue: PreparedCatalogue;
  builtAt: number;
}

/**
 * The engine over the server's content and catalogue: an in-process read model (DESIGN decision
 * 10). The catalogue is the store's current one; FAQ and pages are re-read every
 * ASSISTANT_KNOWLEDGE_REFRESH_MS, so an edit reaches every instance within that time. One rebuild
 * at a time; questions meanwhile use the engine already built.
 */
@Injectable()
export class AssistantEngineProvider {
  private readonly logger = new Logger(AssistantEngineProvider.name);
  private built: Built | undefined;
  private building: Promise<Built> | undefined;

  constructor(
    private readonly content: ContentService,
    private readonly catalogue: CatalogStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async engine(now = Date.now()): Promise<AssistantEngine> {
    const built = this.built;
    const catalogue = this.catalogue.catalogue.prepared;
    const fresh =
      built &&
      built.catalogue === catalogue &&
      now - built.builtAt < this.config.ASSISTANT_KNOWLEDGE_REFRESH_MS;
    if (fresh) return built.engine;
    this.building ??= this.build(catalogue).finally(() => (this.building = undefined));
    // A stale engine still answers while the next one is built; only the first question waits.
    return built ? built.engine : (await this.building).engine;
  }

  /** What a browser saves to answer a visitor reading `language` offline, as of this engine. */
  async knowledgeSet(language: LanguageCode): Promise<AssistantKnowledgeSet> {
    await this.engine();
    return knowledgeSetFor(this.built!.knowledge, language);
  }

  private async build(catalogue: PreparedCatalogue): Promise<Built> {
    const knowledge = await this.knowledge();
    const built = {
      engine: createAssistantEngine(knowledge, catalogue),
      knowledge,
      catalogue,
      builtAt: Date.now(),
    };
    this.built = built;
    this.logger.debug(
      `Assistant rebuilt: ${knowledge.faq.length} FAQ texts, ${knowledge.pages.length} pages`,
    );
    return built;
  }

  private async knowledge(): Promise<AssistantKnowledge> {
    const items = await this.content.publicInEveryLanguage(['faq', 'page', 'legal', 'post']);
    const isTopic = (category: string | null): category is FaqTopic =>
      (FAQ_TOPICS as readonly string[]).includes(category ?? '');
    return {
      faq: items.flatMap((item) =>
        item.type === 'faq' && isTopic(item.category)
          ? [
              {
                slug: item.slug,
                topic: item.category,
                language: item.language,
                question: item.title,
                answer: item.body,
              },
            ]
          : [],
      ),
      pages: items.flatMap((item) =>
        item.type === 'page' || item.type === 'legal' || item.type === 'post'
          ? [
              {
                slug: item.slug,
                type: item.type,
                language: item.language,
                title: item.title,
                body: item.body,
              },
            ]
          : [],
      ),
    };
  }
}
