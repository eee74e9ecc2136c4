import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminGridModule } from '../admin-grid/admin-grid.module';
import { AdminUsersModule } from '../admin-users/admin-users.module';
import { AuditModule } from '../audit/audit.module';
import { CatalogModule } from '../catalog/catalog.module';
import { JobRunClaims } from '../common/job-run-claims';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { NotificationsModule } from '../notifications/notifications.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { RolesModule } from '../roles/roles.module';
import { SessionsModule } from '../sessions/sessions.module';
import { SyncModule } from '../sync/sync.module';
import { AdvisorApplicationsController } from './advisor-applications.controller';
import { AdvisorApplicationsService } from './advisor-applications.service';
import { AdvisorListPoke } from './advisor-list-poke';
import { ApplicationChangeSweepJob } from './application-change-sweep.job';
import { ApplicationNotifier } from './application-notifier';
import { ApplicationRepository } from './application.repository';
import { APPLICATION_MODEL, ApplicationSchema } from './application.schema';
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
    AdminUsersModule,
    AuditModule,
    CatalogModule,
    NotificationsModule,
    RealtimeModule,
    RolesModule,
    SessionsModule,
    SyncModule,
    MongooseModule.forFeature([
      { name: APPLICATION_MODEL, schema: ApplicationSchema },
      { name: APPLICATION_STREAM_ENTRY_MODEL, schema: ApplicationStreamEntrySchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
  ],
  controllers: [StudentApplicationsController, AdvisorApplicationsController],
  providers: [
    AdvisorApplicationsService,
    AdvisorListPoke,
    ApplicationChangeSweepJob,
    ApplicationNotifier,
    ApplicationRepository,
    ApplicationStatusChange,
    ApplicationStreams,
    ApplicationTimeline,
    ApplicationsReadModel,
    StudentApplicationsService,
    JobRunClaims,
  ],
  // The documents feature lists a student's applications, writes to their timelines and pokes
  // the advisors' open review queues.
  exports: [AdvisorListPoke, ApplicationRepository, ApplicationStreams],
})
export class ApplicationsModule {}
