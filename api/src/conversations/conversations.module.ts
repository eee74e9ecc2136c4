import path from 'node:path';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminContentModule } from '../admin-content/admin-content.module';
import { AdminUsersModule } from '../admin-users/admin-users.module';
import { AssistantModule } from '../assistant/assistant.module';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { JobRunClaims } from '../common/job-run-claims';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { LeadsModule } from '../leads/leads.module';
import { LocalPhotoStorage } from '../leads/storage/local-photo-storage';
import { NotificationsModule } from '../notifications/notifications.module';
import { MailModule } from '../mail/mail.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { RolesModule } from '../roles/roles.module';
import { AdvisorDirectory } from './advisor-directory';
import { AdvisorInboxFanout } from './advisor-inbox-fanout';
import { AdvisorReplyEmails } from './advisor-reply-emails';
import { AdvisorReplyMailClaimsRepository } from './advisor-reply-mail-claims.repository';
import { AdvisorReplyMailQueue } from './advisor-reply-mail-queue';
import { AdvisorReplyMailSweepJob } from './advisor-reply-mail-sweep.job';
import { AdvisorConversationsController } from './advisor-conversations.controller';
import { AdvisorDeskService } from './advisor-desk.service';
import { CannedRepliesController } from './canned-replies.controller';
import { CannedRepliesRepository } from './canned-replies.repository';
import { ConversationAttachmentsRepository } from './conversation-attachments.repository';
import {
  CONVERSATION_ATTACHMENT_STORAGE,
  ConversationAttachmentsService,
} from './conversation-attachments.service';
import { ConversationDelivery } from './conversation-delivery';
import { ConversationLead } from './conversation-lead';
import { ConversationLocks } from './conversation-locks';
import {
  CONVERSATION_MESSAGE_MODEL,
  ConversationMessageSchema,
} from './conversation-message.schema';
import { ConversationQueue } from './conversation-queue';
import { ConversationRepository } from './conversation.repository';
import { ConversationService } from './conversation.service';
import { QUEUED_REPLY_MAIL_MODEL, QueuedReplyMailSchema } from './queued-reply-mail.schema';
import { StudentConversationsController } from './student-conversations.controller';
import {
  STUDENT_THREAD_ENTRY_MODEL,
  StudentThreadEntrySchema,
} from './student-thread-entry.schema';
import { StudentThreadIndex } from './student-thread-index';
import { StudentThreadsService } from './student-threads.service';
import { UnansweredQuestionsController } from './unanswered-questions.controller';
import { UnansweredQuestionsRepository } from './unanswered-questions.repository';
import { VisitorConversationsController } from './visitor-conversations.controller';

/**
 * Conversations: visitor ↔ Education Consultant (↔ advisor after the hand-off) and student ↔
 * advisor, on one model, the advisors' inbox and the students' threads (issue 14 items 1 and 5–7).
 */
@Module({
  imports: [
    AdminContentModule,
    AdminUsersModule,
    AssistantModule,
    LeadsModule,
    NotificationsModule,
    MailModule,
    RealtimeModule,
    RolesModule,
    MongooseModule.forFeature([
      { name: CONVERSATION_MESSAGE_MODEL, schema: ConversationMessageSchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
      { name: STUDENT_THREAD_ENTRY_MODEL, schema: StudentThreadEntrySchema },
      { name: QUEUED_REPLY_MAIL_MODEL, schema: QueuedReplyMailSchema },
    ]),
  ],
  controllers: [
    VisitorConversationsController,
    StudentConversationsController,
    AdvisorConversationsController,
    CannedRepliesController,
    UnansweredQuestionsController,
  ],
  providers: [
    ConversationRepository,
    ConversationQueue,
    ConversationLocks,
    ConversationLead,
    ConversationDelivery,
    ConversationService,
    AdvisorDeskService,
    AdvisorDirectory,
    AdvisorInboxFanout,
    AdvisorReplyEmails,
    AdvisorReplyMailClaimsRepository,
    AdvisorReplyMailQueue,
    AdvisorReplyMailSweepJob,
    JobRunClaims,
    CannedRepliesRepository,
    UnansweredQuestionsRepository,
    StudentThreadIndex,
    StudentThreadsService,
    ConversationAttachmentsRepository,
    ConversationAttachmentsService,
    {
      provide: CONVERSATION_ATTACHMENT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new LocalPhotoStorage(path.resolve(config.DATA_DIR, 'uploads', 'conversation-attachments')),
    },
  ],
})
export class ConversationsModule {}
