import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  addChecklistItemSchema,
  type ApplicationDocuments,
  DOCUMENT_QUEUE,
  type DocumentQueue,
  type ReviewDecision,
  reviewDocumentSchema,
} from '../../../shared/documents/document';
import { type GridQueryOf } from '../../../shared/admin/grid-query';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { sendAttachment } from '../conversations/attachment-upload';
import { AdvisorDocumentsService, type Reviewer } from './advisor-documents.service';

const reviewerOf = (principal: Principal, request: Request): Reviewer => ({
  audit: auditActor(principal, request),
  name: principal.name || principal.email,
});

/** /api/admin/documents (issue 15 item 6): the advisors' document review queue. */
@Controller('admin/documents')
@RequirePermission('documents:review')
export class AdvisorDocumentsController {
  constructor(private readonly documents: AdvisorDocumentsService) {}

  @Get()
  list(
    @Query(new ZodValidationPipe(DOCUMENT_QUEUE.querySchema))
    query: GridQueryOf<typeof DOCUMENT_QUEUE>,
  ): Promise<DocumentQueue> {
    return this.documents.list(query);
  }

  @Get('applications/:applicationId')
  ofApplication(@Param('applicationId') applicationId: string): Promise<ApplicationDocuments> {
    return this.documents.ofApplication(applicationId);
  }

  @Post('applications/:applicationId/items')
  addItem(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('applicationId') applicationId: string,
    @Body(new ZodValidationPipe(addChecklistItemSchema)) body: { label: string },
  ): Promise<ApplicationDocuments> {
    return this.documents.addItem(reviewerOf(principal, request), applicationId, body.label);
  }

  @Post('files/:versionId/review')
  @HttpCode(200)
  review(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('versionId') versionId: string,
    @Body(new ZodValidationPipe(reviewDocumentSchema))
    body: { decision: ReviewDecision; reason: string },
  ): Promise<ApplicationDocuments> {
    return this.documents.review(reviewerOf(principal, request), versionId, body);
  }

  @Get('files/:versionId')
  async file(
    @Param('versionId') versionId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return sendAttachment(await this.documents.file(versionId), response);
  }
}
