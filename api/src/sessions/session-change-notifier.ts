/**
 * Tells a student an advisor changed their session (issue 15 item 1): confirmed, canceled or
 * moved, once per change. A change is first claimed by a unique-`_id` insert of
 * `<bookingId>:<change>` (`session_change_claims`): the one atomic write of the embedded engine
 * (DESIGN.md decision 10), so of two advisors' tabs or two instances making the same change only
 * the claimer changes the booking, notifies and pokes the student's open tabs; the other is
 * answered as already done. A booking is confirmed, canceled and moved away at most once each,
 * so the claim names the change itself.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { NotificationsService } from '../notifications/notifications.service';
import { recipientSettings } from '../notifications/recipient-settings';
import { UserFanout } from '../realtime/user-fanout';
import { SyncRepository } from '../sync/sync.repository';
import { type StoredBooking } from './session-booking.repository';
import { type SessionChange, sessionChangeText } from './session-change-text';

interface ChangeClaim {
  _id: string;
  claimedAt: Date;
}

@Injectable()
export class SessionChangeNotifier {
  private readonly claims: Collection<ChangeClaim>;

  constructor(
    private readonly notifier: NotificationsService,
    private readonly sync: SyncRepository,
    private readonly fanout: UserFanout,
    @InjectConnection() connection: Connection,
  ) {
    this.claims = connection.collection<ChangeClaim>('session_change_claims');
  }

  /**
   * Runs `task` (the change itself) only when this caller claims `change` of the booking, then
   * notifies the student of `notified` (the booking as it now is). Answers false, having done
   * nothing, when someone else made the change; a failed task gives the claim back.
   */
  async once(
    bookingId: string,
    change: SessionChange,
    task: () => Promise<StoredBooking>,
    now: Date,
  ): Promise<boolean> {
    const _id = `${bookingId}:${change}`;
    try {
      await this.claims.insertOne({ _id, claimedAt: now });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    let notified: StoredBooking;
    try {
      notified = await task();
    } catch (error) {
      await this.claims.deleteOne({ _id });
      throw error;
    }
    const reader = await recipientSettings(this.sync, notified.studentId);
    await this.notifier.notify(
      notified.studentId,
      {
        type: 'reminder',
        priority: change === 'confirmed' ? 'normal' : 'high',
        ...sessionChangeText(reader, change, notified),
        actionUrl: APP_PATHS.dashboardSessions,
      },
      now,
    );
    // Open sessions pages read again, whether or not the student keeps these notifications.
    await this.fanout.sendToUser(notified.studentId, {
      type: 'session-changed',
      sessionId: notified._id,
    });
    return true;
  }
}
