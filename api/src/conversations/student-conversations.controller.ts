import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
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
import { type ConversationParty } from './conversation-access';
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
}
