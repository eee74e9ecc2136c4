/**
 * Reminds a user of a favourited programme's application deadline 7 days and 1 day before it, in
 * their language and time zone.
 * Hourly and once per hour across instances (JobRunClaims); each reminder is also claimed by
 * `deadline:<user>:<course>:<deadline>:<lead>`, so it is sent exactly once even when runs
 * overlap or the deadline moves inside a window it was already reminded for. The clock is a
 * parameter of `run`, so tests drive it.
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { ClaimedJob } from '../common/claimed-job';
import { JobRunClaims } from '../common/job-run-claims';
import { SyncRepository } from '../sync/sync.repository';
import { FavouriteDeadlinesRepository } from './favourite-deadlines.repository';
import { deadlineReminderText, type DeadlineLead } from './generated-texts';
import { NotificationRepository } from './notification.repository';
import { NotificationsService } from './notifications.service';
import { recipientSettings } from './recipient-settings';

export const DEADLINE_REMINDER_JOB = 'deadline-reminder';
export const DEADLINE_REMINDER_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The reminders, nearest first: one is due once the deadline is at most `days` away. */
const LEADS: readonly { name: DeadlineLead; days: number; priority: 'high' | 'normal' }[] = [
  { name: '1d', days: 1, priority: 'high' },
  { name: '7d', days: 7, priority: 'normal' },
];

@Injectable()
export class DeadlineReminderJob extends ClaimedJob<number> {
  constructor(
    runs: JobRunClaims,
    private readonly favourites: FavouriteDeadlinesRepository,
    private readonly notifications: NotificationRepository,
    private readonly notifier: NotificationsService,
    private readonly sync: SyncRepository,
    logger: PinoLogger,
  ) {
    super(
      {
        job: DEADLINE_REMINDER_JOB,
        intervalMs: DEADLINE_REMINDER_INTERVAL_MS,
        failure: 'deadline reminder run failed',
      },
      runs,
      logger,
    );
    logger.setContext(DeadlineReminderJob.name);
  }

  /** One run at `now`: the reminders it sent. */
  protected async work(now: Date): Promise<number> {
    let sent = 0;
    for (const { userId, courseId } of await this.favourites.liveFavourites()) {
      const course = await this.favourites.course(courseId);
      if (!course || course.status !== 'active') continue;
      const remainingMs = course.applicationDeadline.getTime() - now.getTime();
      const lead = LEADS.find(({ days }) => remainingMs > 0 && remainingMs <= days * DAY_MS);
      if (!lead) continue;
      const deadline = course.applicationDeadline.toISOString();
      const key = `deadline:${userId}:${courseId}:${deadline}:${lead.name}`;
      if (!(await this.notifications.claimOnce(key, now))) continue;
      const reader = await recipientSettings(this.sync, userId);
      await this.notifier.notify(
        userId,
        {
          type: 'reminder',
          priority: lead.priority,
          ...deadlineReminderText(reader, lead.name, course.title, course.applicationDeadline),
          actionUrl: APP_PATHS.course.replace(':id', encodeURIComponent(courseId)),
        },
        now,
      );
      sent++;
    }
    if (sent > 0) this.logger.info({ sent }, 'deadline reminders sent');
    return sent;
  }
}
