/**
 * Finishes the admins' broadcasts to all students that their instance left unfinished (it died
 * or stopped mid-way, or some deliveries failed): a broadcast's lease past its expiry means
 * nobody is delivering it any more. Every minute, once per minute across instances (JobRunClaims,
 * DESIGN.md decision 12), the sweep takes those broadcasts over (LeasedCompletions: exactly one
 * instance wins each, even when sweeps of two slots overlap) and delivers them to the students
 * still missing them. The clock is a parameter of `run`, so tests drive it.
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ClaimedJob } from '../common/claimed-job';
import { JobRunClaims } from '../common/job-run-claims';
import { NotificationBroadcastService } from './notification-broadcast.service';

export const NOTIFICATION_BROADCAST_SWEEP_JOB = 'notification-broadcast-sweep';
export const NOTIFICATION_BROADCAST_SWEEP_INTERVAL_MS = 60_000;

@Injectable()
export class NotificationBroadcastSweepJob extends ClaimedJob<number> {
  constructor(
    runs: JobRunClaims,
    private readonly broadcasts: NotificationBroadcastService,
    logger: PinoLogger,
  ) {
    super(
      {
        job: NOTIFICATION_BROADCAST_SWEEP_JOB,
        intervalMs: NOTIFICATION_BROADCAST_SWEEP_INTERVAL_MS,
        failure: 'notification broadcast sweep failed',
      },
      runs,
      logger,
    );
    logger.setContext(NotificationBroadcastSweepJob.name);
  }

  /** One sweep at `now`: how many unfinished broadcasts it finished. */
  protected async work(now: Date): Promise<number> {
    const finished = await this.broadcasts.resumeExpired(now);
    if (finished > 0) this.logger.info({ finished }, 'unfinished broadcasts finished');
    return finished;
  }
}
