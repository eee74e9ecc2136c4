import { Injectable } from '@nestjs/common';
import {
  type AssistantReply,
  type AssistantRequest,
} from '../../../shared/assistant/assistant-contract';
import { type AssistantKnowledgeSet } from '../../../shared/assistant/assistant-knowledge-set';
import { FLAG_MESSAGES } from '../../../shared/flags/feature-flags';
import { type FlagContext } from '../../../shared/flags/flag-evaluation';
import { FLAG_KEYS } from '../../../shared/flags/known-flags';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { ApiException } from '../common/api-exception';
import { FeatureFlagStore } from '../flags/feature-flag-store';
import { AnswerRephraser } from './answer-rephraser';
import { AssistantEngineProvider } from './assistant-engine.provider';

/**
 * Answers a visitor's question with the engine, then lets the optional model reword it; hands
 * browsers the knowledge the same engine answers from offline. The `education-consultant` flag
 * switches the whole assistant off for a caller (403), `assistant-hosted-model` the rewording.
 */
@Injectable()
export class AssistantService {
  constructor(
    private readonly engines: AssistantEngineProvider,
    private readonly rephraser: AnswerRephraser,
    private readonly flags: FeatureFlagStore,
  ) {}

  /** Whether the Education Consultant answers this caller. */
  isAvailable(context: FlagContext): Promise<boolean> {
    return this.flags.isOn(FLAG_KEYS.educationConsultant, context);
  }

  /** 403 when the Education Consultant is switched off for this caller. */
  async checkAvailable(context: FlagContext): Promise<void> {
    if (!(await this.isAvailable(context))) throw new ApiException(403, FLAG_MESSAGES.featureOff);
  }

  knowledgeSet(language: LanguageCode): Promise<AssistantKnowledgeSet> {
    return this.engines.knowledgeSet(language);
  }

  async answer(request: AssistantRequest, context: FlagContext): Promise<AssistantReply> {
    const engine = await this.engines.engine();
    const reply = engine.answer(request);
    if (!(await this.flags.isOn(FLAG_KEYS.assistantHostedModel, context))) return reply;
    return this.rephraser.rephrase(request.question, reply);
  }
}
