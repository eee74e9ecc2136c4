/**
 * Removes the rate-limit slots of finished windows (ApiKeyUsage.sweep): each accepted partner
 * call leaves one slot for its hour and one for its day, which would otherwise pile up. Hourly,
 * once across instances (JobRunClaims, DESIGN.md decision 12). The clock is a parameter of `run`.
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ClaimedJob } from '../../common/claimed-job';
import { JobRunClaims } from '../../common/job-run-claims';
import { ApiKeyRepository } from '../api-key.repository';
import { ApiKeyUsage } from './api-key-usage';

export const API_KEY_SLOT_SWEEP_JOB = 'api-key-slot-sweep';
export const API_KEY_SLOT_SWEEP_INTERVAL_MS = 3_600_000;

@Injectable()
export class ApiKeySlotSweepJob extends ClaimedJob<number> {
  constructor(
    runs: JobRunClaims,
    private readonly keys: ApiKeyRepository,
    private readonly usage: ApiKeyUsage,
    logger: PinoLogger,
  ) {
    super(
      {
        job: API_KEY_SLOT_SWEEP_JOB,
        intervalMs: API_KEY_SLOT_SWEEP_INTERVAL_MS,
        failure: 'API key slot sweep failed',
      },
      runs,
      logger,
    );
    logger.setContext(ApiKeySlotSweepJob.name);
  }

  /** One sweep at `now`: how many slots it removed. */
  protected async work(now: Date): Promise<number> {
    let removed = 0;
    for (const key of await this.keys.list()) removed += await this.usage.sweep(key._id, now);
    return removed;
  }
}
