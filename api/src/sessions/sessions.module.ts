import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminUsersModule } from '../admin-users/admin-users.module';
import { AuditModule } from '../audit/audit.module';
import { JobRunClaims } from '../common/job-run-claims';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { NotificationsModule } from '../notifications/notifications.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { SyncModule } from '../sync/sync.module';
import { AdvisorScheduleRepository } from './advisor-schedule.repository';
import { AdvisorScheduleService } from './advisor-schedule.service';
import { AdvisorSessionsController } from './advisor-sessions.controller';
import { AdvisorSessionsService } from './advisor-sessions.service';
import { SessionAdvisorDirectory } from './session-advisor-directory';
import { SessionBookingRepository } from './session-booking.repository';
import { SessionBookingService } from './session-booking.service';
import { SessionChangeNotifier } from './session-change-notifier';
import { SessionChangeSweepJob } from './session-change-sweep.job';
import { SessionChanges } from './session-changes';
import { SessionGuards } from './session-guards';
import { SESSION_INDEX_ENTRY_MODEL, SessionIndexEntrySchema } from './session-index-entry.schema';
import { SessionIndex } from './session-index';
import { SessionReminderJob } from './session-reminder.job';
import { SlotReservations } from './slot-reservations';
import { StudentSessionsController } from './student-sessions.controller';
import { StudentSessionsService } from './student-sessions.service';

/**
 * Consultation sessions (issue 15 item 1): advisors' schedules, slots, bookings held by
 * unique-`_id` reservations, the students' and advisors' lists, reminders.
 */
@Module({
  imports: [
    AdminUsersModule,
    AuditModule,
    NotificationsModule,
    RealtimeModule,
    SyncModule,
    MongooseModule.forFeature([
      { name: SESSION_INDEX_ENTRY_MODEL, schema: SessionIndexEntrySchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
  ],
  controllers: [StudentSessionsController, AdvisorSessionsController],
  providers: [
    AdvisorScheduleRepository,
    AdvisorScheduleService,
    AdvisorSessionsService,
    SessionAdvisorDirectory,
    SessionBookingRepository,
    SessionBookingService,
    SessionChangeNotifier,
    SessionChangeSweepJob,
    SessionChanges,
    SessionGuards,
    SessionIndex,
    SessionReminderJob,
    SlotReservations,
    StudentSessionsService,
    JobRunClaims,
  ],
  // The applications' timelines list the student's sessions.
  exports: [SessionBookingRepository, SessionIndex],
})
export class SessionsModule {}
