/**
 * Finishes the status changes whose process died between claiming the revision and writing the
 * change (an expired lease on the claim, LeasedCompletions): the status, the timeline entry, the
 * board and the student's notification, each once. Once per minute across instances
 * (JobRunClaims, DESIGN.md decision 12); overlapping runs meet on the take-over claim, so one
 * instance finishes each change. The clock is a parameter of `run`.
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ClaimedJob } from '../common/claimed-job';
import { JobRunClaims } from '../common/job-run-claims';
import { ApplicationRepository } from './application.repository';
import { ApplicationStatusChange } from './application-status-change';

export const APPLICATION_CHANGE_SWEEP_JOB = 'application-change-sweep';
export const APPLICATION_CHANGE_SWEEP_INTERVAL_MS = 60_000;

@Injectable()
export class ApplicationChangeSweepJob extends ClaimedJob<number> {
  constructor(
    runs: JobRunClaims,
    private readonly applications: ApplicationRepository,
    private readonly statusChange: ApplicationStatusChange,
    logger: PinoLogger,
  ) {
    super(
      {
        job: APPLICATION_CHANGE_SWEEP_JOB,
        intervalMs: APPLICATION_CHANGE_SWEEP_INTERVAL_MS,
        failure: 'application change sweep failed',
      },
      runs,
      logger,
    );
    logger.setContext(ApplicationChangeSweepJob.name);
  }

  /** One sweep at `now`: how many half-made changes it finished. */
  protected async work(now: Date): Promise<number> {
    const finished = await this.applications.revisions.resumeExpired(
      now,
      async (claim, holder) => {
        await this.statusChange.finish(claim, holder);
      },
      (id, error) => this.logger.error({ err: error, id }, 'application change not finished'),
    );
    if (finished > 0) this.logger.info({ finished }, 'half-made application changes finished');
    return finished;
  }
}
