/**
 * Finishes the advisors' session changes (confirm, cancel, move) whose process died between
 * claiming the change and writing it (an expired lease on the claim, LeasedCompletions): the
 * booking, the audit entry and the student's notification, each once. Once per minute across
 * instances (JobRunClaims, DESIGN.md decision 12); overlapping runs meet on the take-over claim,
 * so one instance finishes each change. The clock is a parameter of `run`.
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ClaimedJob } from '../common/claimed-job';
import { JobRunClaims } from '../common/job-run-claims';
import { SessionChanges } from './session-changes';

export const SESSION_CHANGE_SWEEP_JOB = 'session-change-sweep';
export const SESSION_CHANGE_SWEEP_INTERVAL_MS = 60_000;

@Injectable()
export class SessionChangeSweepJob extends ClaimedJob<number> {
  constructor(
    runs: JobRunClaims,
    private readonly changes: SessionChanges,
    logger: PinoLogger,
  ) {
    super(
      {
        job: SESSION_CHANGE_SWEEP_JOB,
        intervalMs: SESSION_CHANGE_SWEEP_INTERVAL_MS,
        failure: 'session change sweep failed',
      },
      runs,
      logger,
    );
    logger.setContext(SessionChangeSweepJob.name);
  }

  /** One sweep at `now`: how many half-made changes it finished. */
  protected async work(now: Date): Promise<number> {
    const finished = await this.changes.claims.resumeExpired(
      now,
      (claim, holder) => this.changes.finish(claim, holder),
      (id, error) => this.logger.error({ err: error, id }, 'session change not finished'),
    );
    if (finished > 0) this.logger.info({ finished }, 'half-made session changes finished');
    return finished;
  }
}
