/**
 * Removes read notifications older than NOTIFICATION_RETENTION_DAYS (the embedded engine has no
 * TTL indexes, DESIGN.md decision 1), hourly and once per hour across instances (JobRunClaims).
 * Each removal is claimed by the notification's id and logged as a 'removed' entry, so the
 * user's totals stay exact even if two runs ever overlap. Unread notifications are kept however
 * old. The clock is a parameter of `run`, so tests drive it.
 */
import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ClaimedJob } from '../common/claimed-job';
import { JobRunClaims } from '../common/job-run-claims';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { coveredByReadAll } from './notification-mapper';
import { NotificationMemories } from './notification-memories';
import { NotificationRepository } from './notification.repository';

export const NOTIFICATION_RETENTION_JOB = 'notification-retention';
export const NOTIFICATION_RETENTION_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

@Injectable()
export class NotificationRetentionJob extends ClaimedJob<number> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    runs: JobRunClaims,
    private readonly notifications: NotificationRepository,
    private readonly memories: NotificationMemories,
    logger: PinoLogger,
  ) {
    super(
      {
        job: NOTIFICATION_RETENTION_JOB,
        intervalMs: NOTIFICATION_RETENTION_INTERVAL_MS,
        failure: 'notification retention run failed',
      },
      runs,
      logger,
    );
    logger.setContext(NotificationRetentionJob.name);
  }

  /** One run at `now`: how many notifications it removed. */
  protected async work(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.config.NOTIFICATION_RETENTION_DAYS * DAY_MS);
    let removed = 0;
    for (const item of await this.notifications.createdBefore(before)) {
      const state = await this.notifications.readState(item.userId);
      const read = coveredByReadAll(item, state) || (await this.notifications.readClaimed(item.id));
      if (!read || !(await this.notifications.claimRemoval(item.id, now))) continue;
      const { id, type, priority } = item;
      // Deleted before its removal is logged: the instances' memories keep a notification read
      // from the database until they fold its removal (notification-memories.ts).
      await this.notifications.delete(item);
      await this.memories.append(item.userId, { kind: 'removed', id, type, priority });
      removed++;
    }
    if (removed > 0) this.logger.info({ removed, before }, 'old read notifications removed');
    return removed;
  }
}
