/**
 * Tells a student an advisor changed their session (issue 15 item 1): confirmed, canceled or
 * moved. One notification (type `reminder`, so the "session reminders" switch governs it) in the
 * student's language and time zone, and a `session-changed` poke to their open tabs. Called once
 * per change by SessionChanges, which names the notification so that whoever finishes a change
 * can tell whether it was sent.
 */
import { Injectable } from '@nestjs/common';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { NotificationsService } from '../notifications/notifications.service';
import { recipientSettings } from '../notifications/recipient-settings';
import { UserFanout } from '../realtime/user-fanout';
import { SyncRepository } from '../sync/sync.repository';
import { type StoredBooking } from './session-booking.repository';
import { type SessionChange, sessionChangeText } from './session-change-text';

@Injectable()
export class SessionChangeNotifier {
  constructor(
    private readonly notifier: NotificationsService,
    private readonly sync: SyncRepository,
    private readonly fanout: UserFanout,
  ) {}

  /** Notifies the student of `change`, `booking` being the session as it now is. */
  async tell(
    booking: StoredBooking,
    change: SessionChange,
    at: Date,
    notificationId: string,
  ): Promise<void> {
    const reader = await recipientSettings(this.sync, booking.studentId);
    await this.notifier.notify(
      booking.studentId,
      {
        type: 'reminder',
        priority: change === 'confirmed' ? 'normal' : 'high',
        ...sessionChangeText(reader, change, booking),
        actionUrl: APP_PATHS.dashboardSessions,
      },
      at,
      notificationId,
    );
    // Open sessions pages read again, whether or not the student keeps these notifications.
    await this.fanout.sendToUser(booking.studentId, {
      type: 'session-changed',
      sessionId: booking._id,
    });
  }

  /** Whether notification `id` reached the student's inbox. */
  delivered(id: string): Promise<boolean> {
    return this.notifier.isStored(id);
  }
}
