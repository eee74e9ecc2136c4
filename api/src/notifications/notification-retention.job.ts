/**
 * Removes read notifications older than NOTIFICATION_RETENTION_DAYS (the embedded engine has no
 * TTL indexes, DESIGN.md decision 1), hourly and once per hour across instances (JobRunClaims).
 * Each removal is claimed by the notification's id and logged as a 'removed' entry, so the
 * user's totals stay exact even if two runs ever overlap. Unread notifications are kept however
 * old. The clock is a parameter of `run`, so tests drive it.
 */
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { JobRunClaims } from '../common/job-run-claims';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { coveredByReadAll } from './notification-mapper';
import { NotificationRepository } from './notification.repository';

export const NOTIFICATION_RETENTION_JOB = 'notification-retention';
export const NOTIFICATION_RETENTION_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

@Injectable()
export class NotificationRetentionJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runs: JobRunClaims,
    private readonly notifications: NotificationRepository,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(NotificationRetentionJob.name);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.run(new Date()).catch((error: unknown) =>
        this.logger.error({ err: error }, 'notification retention run failed'),
      );
    }, NOTIFICATION_RETENTION_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One run at `now`: how many it removed; undefined when another instance has this hour's run. */
  async run(now: Date): Promise<number | undefined> {
    const claimed = await this.runs.claim(
      NOTIFICATION_RETENTION_JOB,
      now,
      NOTIFICATION_RETENTION_INTERVAL_MS,
    );
    if (!claimed) return undefined;
    const before = new Date(now.getTime() - this.config.NOTIFICATION_RETENTION_DAYS * DAY_MS);
    let removed = 0;
    for (const item of await this.notifications.createdBefore(before)) {
      const state = await this.notifications.readState(item.userId);
      const read = coveredByReadAll(item, state) || (await this.notifications.readClaimed(item.id));
      if (!read || !(await this.notifications.claimRemoval(item.id, now))) continue;
      const { id, type, priority } = item;
      await this.notifications.append(item.userId, { kind: 'removed', id, type, priority });
      await this.notifications.delete(item);
      removed++;
    }
    if (removed > 0) this.logger.info({ removed, before }, 'old read notifications removed');
    return removed;
  }
}
