/**
 * Tells a student their application changed (issue 15 item 2): an `application_update`
 * notification through the one producer (so the bell, push and e-mail follow their preferences),
 * and an `application-changed` poke to their open tabs, which read the list again whether or not
 * they keep these notifications. Callers call it once per change: a change is a claimed revision
 * or an appended note, each made once.
 */
import { Injectable } from '@nestjs/common';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { NotificationsService } from '../notifications/notifications.service';
import { recipientSettings } from '../notifications/recipient-settings';
import { UserFanout } from '../realtime/user-fanout';
import { SyncRepository } from '../sync/sync.repository';
import { type ApplicationChangeKind, applicationUpdateText } from './application-notice-text';
import { type ApplicationRecord } from './application.schema';

@Injectable()
export class ApplicationNotifier {
  constructor(
    private readonly notifier: NotificationsService,
    private readonly fanout: UserFanout,
    private readonly sync: SyncRepository,
  ) {}

  async changed(
    application: ApplicationRecord,
    change: ApplicationChangeKind,
    at: Date,
    notificationId?: string,
  ): Promise<void> {
    const reader = await recipientSettings(this.sync, application.studentId);
    await this.notifier.notify(
      application.studentId,
      {
        type: 'application_update',
        priority: change === 'status' && isDecision(application.status) ? 'high' : 'normal',
        ...applicationUpdateText(reader.language, change, application),
        actionUrl: `${APP_PATHS.dashboardApplications}?application=${encodeURIComponent(application._id)}`,
      },
      at,
      notificationId,
    );
    await this.fanout.sendToUser(application.studentId, {
      type: 'application-changed',
      applicationId: application._id,
    });
  }

  /** Whether notification `id` reached the student's inbox (a change finished after a crash). */
  delivered(id: string): Promise<boolean> {
    return this.notifier.isStored(id);
  }
}

function isDecision(status: ApplicationRecord['status']): boolean {
  return status === 'accepted' || status === 'rejected' || status === 'waitlisted';
}
