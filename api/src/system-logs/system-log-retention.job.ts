/**
 * Removes system log days older than SYSTEM_LOG_RETENTION_DAYS (no TTL indexes on the embedded
 * engine, DESIGN.md decision 1), hourly and once per hour across instances: each run first
 * claims `system-log-retention:<hour>` (JobRunClaims, decision 12). The clock is a parameter of
 * `run`, so tests drive it.
 */
import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ClaimedJob } from '../common/claimed-job';
import { JobRunClaims } from '../common/job-run-claims';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { SystemLogRepository, utcDay } from './system-log.repository';

export const SYSTEM_LOG_RETENTION_JOB = 'system-log-retention';
export const SYSTEM_LOG_RETENTION_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

@Injectable()
export class SystemLogRetentionJob extends ClaimedJob<number> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    runs: JobRunClaims,
    private readonly entries: SystemLogRepository,
    logger: PinoLogger,
  ) {
    super(
      {
        job: SYSTEM_LOG_RETENTION_JOB,
        intervalMs: SYSTEM_LOG_RETENTION_INTERVAL_MS,
        failure: 'system log retention run failed',
      },
      runs,
      logger,
    );
    logger.setContext(SystemLogRetentionJob.name);
  }

  /** One run at `now`: the entries it removed. */
  protected async work(now: Date): Promise<number> {
    const oldestKept = utcDay(
      new Date(now.getTime() - (this.config.SYSTEM_LOG_RETENTION_DAYS - 1) * DAY_MS),
    );
    let removed = 0;
    for (const day of await this.entries.daysBefore(oldestKept)) {
      removed += await this.entries.dropDay(day);
    }
    if (removed > 0) this.logger.info({ removed, oldestKept }, 'old system log days removed');
    return removed;
  }
}
