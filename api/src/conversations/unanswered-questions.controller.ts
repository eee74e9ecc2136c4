import { createHash } from 'node:crypto';
import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  CONTENT_TITLE_MAX,
  contentCreateSchema,
} from '../../../shared/admin-content/admin-content';
import { type FaqDraft, type UnansweredQuestion } from '../../../shared/conversations/advisor-desk';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { ContentEditorService } from '../admin-content/content-editor.service';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import {
  type StoredUnansweredQuestion,
  UnansweredQuestionsRepository,
} from './unanswered-questions.repository';

const view = (question: StoredUnansweredQuestion): UnansweredQuestion => ({
  id: question._id,
  conversationId: question.conversationId,
  question: question.question,
  language: question.language,
  kind: question.kind,
  askedAt: question.askedAt.toISOString(),
  ...(question.faqSlug && { faqSlug: question.faqSlug }),
});

/** A FAQ draft's slug, the same for every attempt on one question. */
const faqSlugOf = (id: string) =>
  `faq-${createHash('sha256').update(id).digest('hex').slice(0, 12)}`;

/**
 * `/api/admin/unanswered-questions`: what the assistant could not answer, newest first, and the
 * button that turns one into a draft FAQ entry through the CMS (in the question's language, the
 * question as its title) for an editor to answer and publish.
 */
@Controller('admin/unanswered-questions')
export class UnansweredQuestionsController {
  constructor(
    private readonly repository: UnansweredQuestionsRepository,
    private readonly editor: ContentEditorService,
  ) {}

  @Get()
  @RequirePermission('conversations:read')
  async list(): Promise<UnansweredQuestion[]> {
    return (await this.repository.newest()).map(view);
  }

  @Post(':id/faq')
  @HttpCode(200)
  @RequirePermission('content:write')
  async toFaq(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id') id: string,
  ): Promise<FaqDraft> {
    const question = await this.repository.read(id);
    if (!question) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    if (question.faqSlug) return { slug: question.faqSlug };
    const slug = faqSlugOf(id);
    const draft = contentCreateSchema.parse({
      slug,
      type: 'faq',
      translations: {
        [question.language]: { title: question.question.slice(0, CONTENT_TITLE_MAX) },
      },
    });
    try {
      await this.editor.create(auditActor(principal, request), draft);
    } catch (error) {
      // A twin request made the same draft first (the slug is the claim): it is this question's.
      if (!(error instanceof ApiException && error.getStatus() === 409)) throw error;
    }
    await this.repository.replace({ ...question, faqSlug: slug });
    return { slug };
  }
}
