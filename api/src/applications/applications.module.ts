import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminGridModule } from '../admin-grid/admin-grid.module';
import { AuditModule } from '../audit/audit.module';
import { CatalogModule } from '../catalog/catalog.module';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { NotificationsModule } from '../notifications/notifications.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { SessionsModule } from '../sessions/sessions.module';
import { SyncModule } from '../sync/sync.module';
import { AdvisorApplicationsController } from './advisor-applications.controller';
import { AdvisorApplicationsService } from './advisor-applications.service';
import { ApplicationNotifier } from './application-notifier';
import { ApplicationRepository } from './application.repository';
import { APPLICATION_MODEL, ApplicationSchema } from './application.schema';
import {
  APPLICATION_REVISION_MODEL,
  ApplicationRevisionSchema,
} from './application-revision.schema';
import { ApplicationStatusChange } from './application-status-change';
import {
  APPLICATION_STREAM_ENTRY_MODEL,
  ApplicationStreamEntrySchema,
} from './application-stream-entry.schema';
import { ApplicationStreams } from './application-streams';
import { ApplicationTimeline } from './application-timeline';
import { ApplicationsReadModel } from './applications-read-model';
import { StudentApplicationsController } from './student-applications.controller';
import { StudentApplicationsService } from './student-applications.service';

/**
 * Applications (issue 15 items 2 and 6): students shortlist programmes into applications,
 * advisors move them along the allowed statuses with a reason and write notes, and one timeline
 * per application merges those with the student's sessions.
 */
@Module({
  imports: [
    AdminGridModule,
    AuditModule,
    CatalogModule,
    NotificationsModule,
    RealtimeModule,
    SessionsModule,
    SyncModule,
    MongooseModule.forFeature([
      { name: APPLICATION_MODEL, schema: ApplicationSchema },
      { name: APPLICATION_REVISION_MODEL, schema: ApplicationRevisionSchema },
      { name: APPLICATION_STREAM_ENTRY_MODEL, schema: ApplicationStreamEntrySchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
  ],
  controllers: [StudentApplicationsController, AdvisorApplicationsController],
  providers: [
    AdvisorApplicationsService,
    ApplicationNotifier,
    ApplicationRepository,
    ApplicationStatusChange,
    ApplicationStreams,
    ApplicationTimeline,
    ApplicationsReadModel,
    StudentApplicationsService,
  ],
  // The documents feature lists a student's applications and writes to their timelines.
  exports: [ApplicationRepository, ApplicationStreams],
})
export class ApplicationsModule {}
