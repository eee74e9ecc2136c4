/**
 * Reminds a student of a session 24 hours and 1 hour before it (notification type `reminder`).
 * Each booking enqueues its reminders in the session index under the UTC hour they fall due
 * (read by `_id`, no scan); every instance ticks every few minutes and one runs each tick
 * (JobRunClaims); each reminder is also claimed by `<booking>:<lead>` with a unique-`_id` insert,
 * so it is sent exactly once however runs overlap. A canceled or moved booking is skipped.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { ClaimedJob } from '../common/claimed-job';
import { JobRunClaims } from '../common/job-run-claims';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { NotificationsService } from '../notifications/notifications.service';
import { recipientSettings } from '../notifications/recipient-settings';
import { SyncRepository } from '../sync/sync.repository';
import { SessionBookingRepository } from './session-booking.repository';
import { type DueReminder, SessionIndex } from './session-index';
import { sessionReminderText } from './session-reminder-text';

export const SESSION_REMINDER_JOB = 'session-reminder';
export const SESSION_REMINDER_INTERVAL_MS = 5 * 60_000;
/** How far back a run looks for reminders a stopped deployment did not send. */
const LOOKBACK_MS = 3 * 60 * 60_000;

interface ReminderClaim {
  _id: string;
  claimedAt: Date;
}

@Injectable()
export class SessionReminderJob extends ClaimedJob<number> {
  private readonly claims: Collection<ReminderClaim>;

  constructor(
    runs: JobRunClaims,
    private readonly index: SessionIndex,
    private readonly bookings: SessionBookingRepository,
    private readonly notifier: NotificationsService,
    private readonly sync: SyncRepository,
    @InjectConnection() connection: Connection,
    logger: PinoLogger,
  ) {
    super(
      {
        job: SESSION_REMINDER_JOB,
        intervalMs: SESSION_REMINDER_INTERVAL_MS,
        failure: 'session reminder run failed',
      },
      runs,
      logger,
    );
    logger.setContext(SessionReminderJob.name);
    this.claims = connection.collection<ReminderClaim>('session_reminder_claims');
  }

  /** One run at `now`: the reminders it sent. */
  protected async work(now: Date): Promise<number> {
    const due = await this.index.remindersDue(new Date(now.getTime() - LOOKBACK_MS), now);
    let sent = 0;
    for (const reminder of due) {
      if (reminder.dueAt > now) continue;
      if (await this.send(reminder, now)) sent++;
    }
    if (sent > 0) this.logger.info({ sent }, 'session reminders sent');
    return sent;
  }

  private async send({ bookingId, lead }: DueReminder, now: Date): Promise<boolean> {
    const booking = await this.bookings.find(bookingId);
    if (!booking || booking.status === 'canceled' || booking.start <= now) return false;
    if (!(await this.claim(`${bookingId}:${lead}`, now))) return false;
    const reader = await recipientSettings(this.sync, booking.studentId);
    await this.notifier.notify(
      booking.studentId,
      {
        type: 'reminder',
        priority: lead === '1h' ? 'high' : 'normal',
        ...sessionReminderText(reader, lead, booking),
        actionUrl: APP_PATHS.dashboardSessions,
      },
      now,
    );
    return true;
  }

  private async claim(_id: string, claimedAt: Date): Promise<boolean> {
    try {
      await this.claims.insertOne({ _id, claimedAt });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
