import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  assistantRequestSchema,
  type AssistantReply,
  type AssistantRequest,
} from '../../../shared/assistant/assistant-contract';
import { type AssistantKnowledgeSet } from '../../../shared/assistant/assistant-knowledge-set';
import { type LanguageQuery, languageQuerySchema } from '../../../shared/content/content-item';
import { Public } from '../auth/access.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { flagContextOf } from '../flags/flag-context';
import { AssistantRateLimiter } from './assistant-rate-limiter';
import { AssistantService } from './assistant.service';

/**
 * `POST /api/public/assistant/answer`: the Education Consultant, open to visitors (403 while its
 * flag is off for the caller);
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
  async answer(
    @Req() http: Request,
    @Body(new ZodValidationPipe(assistantRequestSchema)) request: AssistantRequest,
  ): Promise<AssistantReply> {
    const context = { ...flagContextOf(http), language: request.language };
    await this.assistant.checkAvailable(context);
    return this.assistant.answer(request, context);
  }

  @Public()
  @Get('knowledge')
  async knowledge(
    @Req() http: Request,
    @Query(new ZodValidationPipe(languageQuerySchema)) query: LanguageQuery,
  ): Promise<AssistantKnowledgeSet> {
    await this.assistant.checkAvailable({ ...flagContextOf(http), language: query.lang });
    return this.assistant.knowledgeSet(query.lang);
  }
}
