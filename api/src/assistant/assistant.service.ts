import { Injectable } from '@nestjs/common';
import {
  type AssistantReply,
  type AssistantRequest,
} from '../../../shared/assistant/assistant-contract';
import { type AssistantKnowledgeSet } from '../../../shared/assistant/assistant-knowledge-set';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { AnswerRephraser } from './answer-rephraser';
import { AssistantEngineProvider } from './assistant-engine.provider';

/**
 * Answers a visitor's question with the engine, then lets the optional model reword it; hands
 * browsers the knowledge the same engine answers from offline.
 */
@Injectable()
export class AssistantService {
  constructor(
    private readonly engines: AssistantEngineProvider,
    private readonly rephraser: AnswerRephraser,
  ) {}

  knowledgeSet(language: LanguageCode): Promise<AssistantKnowledgeSet> {
    return this.engines.knowledgeSet(language);
  }

  async answer(request: AssistantRequest): Promise<AssistantReply> {
    const engine = await this.engines.engine();
    const reply = engine.answer(request);
    return this.rephraser.rephrase(request.question, reply);
  }
}
