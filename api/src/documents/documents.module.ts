import path from 'node:path';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminGridModule } from '../admin-grid/admin-grid.module';
import { ApplicationsModule } from '../applications/applications.module';
import { AuditModule } from '../audit/audit.module';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { LocalPhotoStorage } from '../leads/storage/local-photo-storage';
import { NotificationsModule } from '../notifications/notifications.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { SyncModule } from '../sync/sync.module';
import { AdvisorDocumentsController } from './advisor-documents.controller';
import { AdvisorDocumentsService } from './advisor-documents.service';
import { DocumentChecklist } from './document-checklist';
import { DocumentNotifier } from './document-notifier';
import { DocumentQueueReadModel } from './document-queue-read-model';
import { DocumentRepository } from './document.repository';
import { DOCUMENT_REVIEW_MODEL, DocumentReviewSchema } from './document-review.schema';
import {
  DOCUMENT_STREAM_ENTRY_MODEL,
  DocumentStreamEntrySchema,
} from './document-stream-entry.schema';
import { DOCUMENT_UPLOAD_MODEL, DocumentUploadSchema } from './document-upload.schema';
import { DOCUMENT_STORAGE, DocumentUploads } from './document-uploads';
import { StudentDocumentsController } from './student-documents.controller';
import { StudentDocumentsService } from './student-documents.service';

/**
 * Application documents (issue 15 items 3 and 6): a checklist per application, every upload a
 * version checked by its bytes, and the advisors' review queue with approve and reject.
 */
@Module({
  imports: [
    AdminGridModule,
    ApplicationsModule,
    AuditModule,
    NotificationsModule,
    RealtimeModule,
    SyncModule,
    MongooseModule.forFeature([
      { name: DOCUMENT_UPLOAD_MODEL, schema: DocumentUploadSchema },
      { name: DOCUMENT_REVIEW_MODEL, schema: DocumentReviewSchema },
      { name: DOCUMENT_STREAM_ENTRY_MODEL, schema: DocumentStreamEntrySchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
  ],
  controllers: [StudentDocumentsController, AdvisorDocumentsController],
  providers: [
    AdvisorDocumentsService,
    DocumentChecklist,
    DocumentNotifier,
    DocumentQueueReadModel,
    DocumentRepository,
    DocumentUploads,
    StudentDocumentsService,
    {
      provide: DOCUMENT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new LocalPhotoStorage(path.resolve(config.DATA_DIR, 'uploads', 'documents')),
    },
  ],
})
export class DocumentsModule {}
