import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { NotificationsModule } from '../notifications/notifications.module';
import { SyncModule } from '../sync/sync.module';
import { UsersModule } from '../users/users.module';
import { KnownCountriesRepository } from './known-countries.repository';
import { PendingPatchesService } from './patches/pending-patches.service';
import {
  SECURITY_ALERT_EVENT_MODEL,
  SECURITY_ALERT_FEED_MODEL,
  SECURITY_ALERT_LINK_MODEL,
  SecurityAlertAuditLinkSchema,
  SecurityAlertEventSchema,
  SecurityAlertFeedEntrySchema,
} from './security-alert.schema';
import { SecurityAlertReader } from './security-alert-reader';
import { SecurityAlertRepository } from './security-alert.repository';
import { SecurityAlertsController } from './security-alerts.controller';
import { SecurityAlertsService } from './security-alerts.service';
import { SuperadminAlertNotifier } from './superadmin-alert-notifier';

/**
 * Security alerts and pending patches (issue 16 item 5). Other modules report through the
 * app-wide SecuritySignals (security-signals.ts); this module listens to it and to the audit log.
 */
@Module({
  imports: [
    AuditModule,
    NotificationsModule,
    SyncModule,
    UsersModule,
    MongooseModule.forFeature([
      { name: SECURITY_ALERT_EVENT_MODEL, schema: SecurityAlertEventSchema },
      { name: SECURITY_ALERT_FEED_MODEL, schema: SecurityAlertFeedEntrySchema },
      { name: SECURITY_ALERT_LINK_MODEL, schema: SecurityAlertAuditLinkSchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
  ],
  controllers: [SecurityAlertsController],
  providers: [
    SecurityAlertRepository,
    KnownCountriesRepository,
    SecurityAlertsService,
    SecurityAlertReader,
    SuperadminAlertNotifier,
    PendingPatchesService,
  ],
})
export class SecurityAlertsModule {}
