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
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
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
import { type ConversationParty } from './conversation-access';
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
  constructor(private readonly conversations: ConversationService) {}

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
}
