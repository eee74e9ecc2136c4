import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  assistantRequestSchema,
  type AssistantReply,
  type AssistantRequest,
} from '../../../shared/assistant/assistant-contract';
import { Public } from '../auth/access.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AssistantRateLimiter } from './assistant-rate-limiter';
import { AssistantService } from './assistant.service';

/** `POST /api/public/assistant/answer`: the Education Consultant, open to visitors. */
@Controller('public/assistant')
@UseGuards(AssistantRateLimiter)
export class AssistantController {
  constructor(private readonly assistant: AssistantService) {}

  @Public()
  @Post('answer')
  @HttpCode(200)
  answer(
    @Body(new ZodValidationPipe(assistantRequestSchema)) request: AssistantRequest,
  ): Promise<AssistantReply> {
    return this.assistant.answer(request);
  }
}
