/**
 * Reminds a user of a favourited programme's application deadline 7 days and 1 day before it, in
 * their language and time zone.
 * Hourly and once per hour across instances (JobRunClaims); each reminder is also claimed by
 * `deadline:<user>:<course>:<deadline>:<lead>`, so it is sent exactly once even when runs
 * overlap or the deadline moves inside a window it was already reminded for. The clock is a
 * parameter of `run`, so tests drive it.
 */
import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { APP_PATHS } from '../../../shared/routes/app-paths';
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
export class DeadlineReminderJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly runs: JobRunClaims,
    private readonly favourites: FavouriteDeadlinesRepository,
    private readonly notifications: NotificationRepository,
    private readonly notifier: NotificationsService,
    private readonly sync: SyncRepository,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(DeadlineReminderJob.name);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.run(new Date()).catch((error: unknown) =>
        this.logger.error({ err: error }, 'deadline reminder run failed'),
      );
    }, DEADLINE_REMINDER_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One run at `now`: reminders sent; undefined when another instance has this hour's run. */
  async run(now: Date): Promise<number | undefined> {
    if (!(await this.runs.claim(DEADLINE_REMINDER_JOB, now, DEADLINE_REMINDER_INTERVAL_MS))) {
      return undefined;
    }
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
