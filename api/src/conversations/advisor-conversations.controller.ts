import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import {
  ATTACHMENT_CLIENT_ID_FIELD,
  type AttachmentRef,
} from '../../../shared/conversations/attachments';
import {
  type Advisor,
  type AdvisorAssign,
  advisorAssignSchema,
} from '../../../shared/conversations/advisor-desk';
import {
  type AdvisorConversationSummary,
  type AdvisorListQuery,
  advisorListQuerySchema,
  type AdvisorMessage,
  advisorMessageSchema,
  type ConversationThread,
} from '../../../shared/conversations/conversation';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AdvisorDeskService } from './advisor-desk.service';
import { attachmentUploadInterceptors, sendAttachment } from './attachment-upload';
import {
  type AttachmentParty,
  ConversationAttachmentsService,
  type UploadedAttachment,
} from './conversation-attachments.service';

const advisor = (principal: Principal): AttachmentParty => ({
  kind: 'advisor',
  userId: principal.sub,
});

/** The advisors' calls on handed-off conversations, behind the inbox screen. */
@Controller('admin/conversations')
export class AdvisorConversationsController {
  constructor(
    private readonly desk: AdvisorDeskService,
    private readonly attachments: ConversationAttachmentsService,
  ) {}

  @Get()
  @RequirePermission('conversations:read')
  list(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodValidationPipe(advisorListQuerySchema)) query: AdvisorListQuery,
  ): Promise<AdvisorConversationSummary[]> {
    return this.desk.list(query.status, principal);
  }

  // Declared before `:id`, so the path is not read as a conversation id.
  @Get('advisors')
  @RequirePermission('conversations:reply')
  advisors(): Promise<Advisor[]> {
    return this.desk.advisors();
  }

  @Get(':id')
  @RequirePermission('conversations:read')
  thread(@Param('id') id: string) {
    return this.desk.thread(id);
  }

  @Post(':id/take')
  @HttpCode(200)
  @RequirePermission('conversations:reply')
  take(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<AdvisorConversationSummary> {
    return this.desk.take(id, principal);
  }

  @Post(':id/assign')
  @HttpCode(200)
  @RequirePermission('conversations:reply')
  assign(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(advisorAssignSchema)) body: AdvisorAssign,
  ): Promise<AdvisorConversationSummary> {
    return this.desk.assign(id, principal, body.advisorId);
  }

  @Post(':id/close')
  @HttpCode(200)
  @RequirePermission('conversations:reply')
  close(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<AdvisorConversationSummary> {
    return this.desk.close(id, principal);
  }

  @Post(':id/messages')
  @RequirePermission('conversations:reply')
  reply(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(advisorMessageSchema)) message: AdvisorMessage,
  ): Promise<ConversationThread> {
    return this.desk.reply(id, principal, message);
  }

  /** Multipart `file` and `clientId`: a file for an advisor's reply. */
  @Post(':id/attachments')
  @RequirePermission('conversations:reply')
  @UseInterceptors(...attachmentUploadInterceptors())
  attach(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(ATTACHMENT_CLIENT_ID_FIELD) clientId: unknown,
    @UploadedFile() file: UploadedAttachment | undefined,
  ): Promise<AttachmentRef> {
    return this.attachments.upload(id, advisor(principal), clientId, file);
  }

  @Get(':id/attachments/:attachmentId')
  @RequirePermission('conversations:read')
  async download(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('attachmentId') attachmentId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return sendAttachment(
      await this.attachments.download(id, advisor(principal), attachmentId),
      response,
    );
  }
}
