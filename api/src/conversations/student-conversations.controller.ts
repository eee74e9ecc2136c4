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
  type ConversationThread,
  type MessagesAfter,
  messagesAfterSchema,
  type ReadReceipt,
  readReceiptSchema,
  type SendMessage,
  sendMessageSchema,
  type StudentConversationRequest,
  studentConversationRequestSchema,
  type StudentThreadList,
} from '../../../shared/conversations/conversation';
import { OwnData } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { attachmentUploadInterceptors, sendAttachment } from './attachment-upload';
import { type ConversationParty } from './conversation-access';
import {
  ConversationAttachmentsService,
  type UploadedAttachment,
} from './conversation-attachments.service';
import { ConversationService } from './conversation.service';
import { StudentThreadsService } from './student-threads.service';

const student = (principal: Principal): ConversationParty => ({
  kind: 'student',
  userId: principal.sub,
});

/** A signed-in student's conversations, reached by their user id (no contact form, no token). */
@Controller('conversations')
@OwnData()
export class StudentConversationsController {
  constructor(
    private readonly conversations: ConversationService,
    private readonly threads: StudentThreadsService,
    private readonly attachments: ConversationAttachmentsService,
  ) {}

  /** The caller's own threads with their unread counts (the messages page and its badge). */
  @Get()
  list(@CurrentPrincipal() principal: Principal): Promise<StudentThreadList> {
    return this.threads.list(principal.sub);
  }

  @Post()
  create(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(studentConversationRequestSchema)) body: StudentConversationRequest,
  ): Promise<ConversationThread> {
    return this.conversations.createForStudent(principal.sub, body);
  }

  @Get(':id')
  thread(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query(new ZodValidationPipe(messagesAfterSchema)) query: MessagesAfter,
  ): Promise<ConversationThread> {
    return this.conversations.thread(id, student(principal), query.after);
  }

  @Post(':id/messages')
  send(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(sendMessageSchema)) message: SendMessage,
  ): Promise<ConversationThread> {
    return this.conversations.send(id, student(principal), message);
  }

  @Post(':id/read')
  @HttpCode(200)
  read(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(readReceiptSchema)) receipt: ReadReceipt,
  ): Promise<ConversationThread> {
    return this.conversations.read(id, student(principal), receipt);
  }

  /** Multipart `file` and `clientId`: a file for a message of the caller's own thread. */
  @Post(':id/attachments')
  @UseInterceptors(...attachmentUploadInterceptors())
  attach(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body(ATTACHMENT_CLIENT_ID_FIELD) clientId: unknown,
    @UploadedFile() file: UploadedAttachment | undefined,
  ): Promise<AttachmentRef> {
    return this.attachments.upload(id, student(principal), clientId, file);
  }

  @Get(':id/attachments/:attachmentId')
  async download(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('attachmentId') attachmentId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return sendAttachment(
      await this.attachments.download(id, student(principal), attachmentId),
      response,
    );
  }
}
