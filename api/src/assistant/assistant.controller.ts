import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import {
  assistantRequestSchema,
  type AssistantReply,
  type AssistantRequest,
} from '../../../shared/assistant/assistant-contract';
import { type AssistantKnowledgeSet } from '../../../shared/assistant/assistant-knowledge-set';
import { type LanguageQuery, languageQuerySchema } from '../../../shared/content/content-item';
import { Public } from '../auth/access.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AssistantRateLimiter } from './assistant-rate-limiter';
import { AssistantService } from './assistant.service';

/**
 * `POST /api/public/assistant/answer`: the Education Consultant, open to visitors;
 * `GET /api/public/assistant/knowledge?lang=`: what the widget saves to answer offline (the FAQ
 * and pages, public as `/api/public/faq` is, so not counted against the questions' limit).
 */
@Controller('public/assistant')
export class AssistantController {
  constructor(private readonly assistant: AssistantService) {}

  @Public()
  @Post('answer')
  @UseGuards(AssistantRateLimiter)
  @HttpCode(200)
  answer(
    @Body(new ZodValidationPipe(assistantRequestSchema)) request: AssistantRequest,
  ): Promise<AssistantReply> {
    return this.assistant.answer(request);
  }

  @Public()
  @Get('knowledge')
  knowledge(
    @Query(new ZodValidationPipe(languageQuerySchema)) query: LanguageQuery,
  ): Promise<AssistantKnowledgeSet> {
    return this.assistant.knowledgeSet(query.lang);
  }
}
