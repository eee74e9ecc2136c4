import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ATTACHMENT_CLIENT_ID_FIELD,
  type AttachmentRef,
} from '../../../shared/conversations/attachments';
import {
  type VisitorConversationRequest,
  visitorConversationRequestSchema,
} from '../../../shared/conversations/chat-contact';
import {
  CONVERSATION_TOKEN_HEADER,
  type ConversationThread,
  type CreatedConversation,
  type MessagesAfter,
  messagesAfterSchema,
  type ReadReceipt,
  readReceiptSchema,
  type SendMessage,
  sendMessageSchema,
} from '../../../shared/conversations/conversation';
import { AssistantRateLimiter } from '../assistant/assistant-rate-limiter';
import { Public } from '../auth/access.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { type LeadBody, LeadBodyPipe } from '../leads/submissions/lead-body.pipe';
import { attachmentUploadInterceptors, sendAttachment } from './attachment-upload';
import { type ConversationParty } from './conversation-access';
import {
  ConversationAttachmentsService,
  type UploadedAttachment,
} from './conversation-attachments.service';
import { ConversationService } from './conversation.service';

const visitor = (token: string | undefined): ConversationParty => ({ kind: 'visitor', token });

/**
 * The visitor's chat with the Education Consultant, without an account: created with contact
 * details and a bot-check proof, then reached only with the conversation token (header
 * `X-Conversation-Token`) returned at creation.
 */
@Controller('public/conversations')
@Public()
export class VisitorConversationsController {
  constructor(
    private readonly conversations: ConversationService,
    private readonly attachments: ConversationAttachmentsService,
  ) {}

  @Post()
  create(
    @Req() request: Request,
    @Body(new LeadBodyPipe(visitorConversationRequestSchema))
    { data, proof }: LeadBody<VisitorConversationRequest>,
  ): Promise<CreatedConversation> {
    return this.conversations.createForVisitor(data, proof, request);
  }

  @Get(':id')
  thread(
    @Param('id') id: string,
    @Headers(CONVERSATION_TOKEN_HEADER) token: string | undefined,
    @Query(new ZodValidationPipe(messagesAfterSchema)) query: MessagesAfter,
  ): Promise<ConversationThread> {
    return this.conversations.thread(id, visitor(token), query.after);
  }

  @Post(':id/messages')
  @UseGuards(AssistantRateLimiter)
  send(
    @Param('id') id: string,
    @Headers(CONVERSATION_TOKEN_HEADER) token: string | undefined,
    @Body(new ZodValidationPipe(sendMessageSchema)) message: SendMessage,
  ): Promise<ConversationThread> {
    return this.conversations.send(id, visitor(token), message);
  }

  @Post(':id/read')
  @HttpCode(200)
  read(
    @Param('id') id: string,
    @Headers(CONVERSATION_TOKEN_HEADER) token: string | undefined,
    @Body(new ZodValidationPipe(readReceiptSchema)) receipt: ReadReceipt,
  ): Promise<ConversationThread> {
    return this.conversations.read(id, visitor(token), receipt);
  }

  /** Multipart `file` and `clientId`, rate-limited like the visitor's messages. */
  @Post(':id/attachments')
  @UseGuards(AssistantRateLimiter)
  @UseInterceptors(...attachmentUploadInterceptors())
  attach(
    @Param('id') id: string,
    @Headers(CONVERSATION_TOKEN_HEADER) token: string | undefined,
    @Body(ATTACHMENT_CLIENT_ID_FIELD) clientId: unknown,
    @UploadedFile() file: UploadedAttachment | undefined,
  ): Promise<AttachmentRef> {
    return this.attachments.upload(id, visitor(token), clientId, file);
  }

  @Get(':id/attachments/:attachmentId')
  async download(
    @Param('id') id: string,
    @Param('attachmentId') attachmentId: string,
    @Headers(CONVERSATION_TOKEN_HEADER) token: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return sendAttachment(
      await this.attachments.download(id, visitor(token), attachmentId),
      response,
    );
  }
}
