import { Injectable } from '@nestjs/common';
import {
  type AssistantReply,
  type AssistantRequest,
} from '../../../shared/assistant/assistant-contract';
import { AnswerRephraser } from './answer-rephraser';
import { AssistantEngineProvider } from './assistant-engine.provider';

/** Answers a visitor's question with the engine, then lets the optional model reword it. */
@Injectable()
export class AssistantService {
  constructor(
    private readonly engines: AssistantEngineProvider,
    private readonly rephraser: AnswerRephraser,
  ) {}

  async answer(request: AssistantRequest): Promise<AssistantReply> {
    const engine = await this.engines.engine();
    const reply = engine.answer(request);
    return this.rephraser.rephrase(request.question, reply);
  }
}
