import { Module } from '@nestjs/common';
import { JobRunClaims } from '../common/job-run-claims';
import { SecretStore } from '../leads/storage/secret-store.service';
import { MailModule } from '../mail/mail.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { SyncModule } from '../sync/sync.module';
import { AdvisorMessageNotifier } from './advisor-message.notifier';
import { CourseUpdateNotifier } from './course-update.notifier';
import { DeadlineReminderJob } from './deadline-reminder.job';
import { EmailRecipientsRepository } from './email/email-recipients.repository';
import { EmailUnsubscribeService } from './email/email-unsubscribe.service';
import { NotificationEmails } from './email/notification-emails.service';
import { NotificationMailClaimsRepository } from './email/notification-mail-claims.repository';
import { NotificationMailSweepJob } from './email/notification-mail-sweep.job';
import { NotificationUnsubscribeController } from './email/notification-unsubscribe.controller';
import { UnsubscribeLinks } from './email/unsubscribe-links';
import { FavouriteDeadlinesRepository } from './favourite-deadlines.repository';
import { InboxAppendFeed } from './inbox-append-feed';
import { NewDeviceSignIns } from './new-device-sign-in.service';
import { NotificationAccess } from './notification-access';
import { NotificationAudienceRepository } from './notification-audience.repository';
import { NotificationBroadcastSweepJob } from './notification-broadcast-sweep.job';
import { NotificationBroadcastService } from './notification-broadcast.service';
import { NotificationInboxService } from './notification-inbox.service';
import { NotificationMemories } from './notification-memories';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationRetentionJob } from './notification-retention.job';
import { NotificationRepository } from './notification.repository';
import { NotificationsAdminController } from './notifications-admin.controller';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { NotificationPushes } from './push/notification-pushes.service';
import { PushSubscriptionsController } from './push/push-subscriptions.controller';
import { PushSubscriptionsRepository } from './push/push-subscriptions.repository';
import { VapidKeys } from './push/vapid-keys';

/**
 * Spec §7's notification calls, the admin broadcast, and NotificationsService: the one producer
 * every feature calls to notify a user (in-app inbox and the socket of every instance, e-mail
 * with its one-click unsubscribe, web push to each subscribed device).
 */
@Module({
  imports: [RealtimeModule, MailModule, SyncModule],
  controllers: [
    NotificationsController,
    NotificationsAdminController,
    NotificationUnsubscribeController,
    PushSubscriptionsController,
  ],
  providers: [
    NotificationRepository,
    NotificationMemories,
    InboxAppendFeed,
    NotificationPreferencesRepository,
    NotificationAudienceRepository,
    FavouriteDeadlinesRepository,
    NotificationAccess,
    NotificationsService,
    NotificationInboxService,
    NotificationPreferencesService,
    NotificationBroadcastService,
    NotificationBroadcastSweepJob,
    NotificationRetentionJob,
    DeadlineReminderJob,
    CourseUpdateNotifier,
    AdvisorMessageNotifier,
    NewDeviceSignIns,
    JobRunClaims,
    SecretStore,
    UnsubscribeLinks,
    EmailRecipientsRepository,
    NotificationMailClaimsRepository,
    NotificationEmails,
    NotificationMailSweepJob,
    EmailUnsubscribeService,
    VapidKeys,
    PushSubscriptionsRepository,
    NotificationPushes,
  ],
  exports: [NotificationsService, NewDeviceSignIns, CourseUpdateNotifier, AdvisorMessageNotifier],
})
export class NotificationsModule {}
