/**
 * A scheduled job every instance ticks and one instance runs per slot (DESIGN.md decision 12):
 * each run first claims `<job>:<slot>` (JobRunClaims), so however many instances share the
 * database, the work is done once. `run` takes the clock, so tests drive it; a job writes only
 * its `work`.
 */
import { type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type PinoLogger } from 'nestjs-pino';
import { type JobRunClaims } from './job-run-claims';

export interface JobSchedule {
  /** The claim's prefix. */
  job: string;
  /** How often every instance ticks, and the width of the slot one of them claims. */
  intervalMs: number;
  /** What the log says when a run throws. */
  failure: string;
}

export abstract class ClaimedJob<Summary> implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  protected constructor(
    private readonly schedule: JobSchedule,
    private readonly runClaims: JobRunClaims,
    protected readonly logger: PinoLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.run(new Date()).catch((error: unknown) =>
        this.logger.error({ err: error }, this.schedule.failure),
      );
    }, this.schedule.intervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One run at `now`; undefined when another instance (or call) has this slot's run. */
  async run(now: Date): Promise<Summary | undefined> {
    const { job, intervalMs } = this.schedule;
    if (!(await this.runClaims.claim(job, now, intervalMs))) return undefined;
    return this.work(now);
  }

  /** The run's work, once this call holds the slot. */
  protected abstract work(now: Date): Promise<Summary>;
}
