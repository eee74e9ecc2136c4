/**
 * The scheduled half of account deletion (spec §9: data deleted within 30 days), hourly and once
 * per hour across instances (JobRunClaims). For each unfinished deletion it
 * - finishes the immediate erasure if the request's process died halfway, and tombstones any
 *   document a push wrote while the erasure ran;
 * - once the sync tombstones have been kept ACCOUNT_TOMBSTONE_RETENTION_DAYS (long enough for a
 *   device that was offline to pull them while its session lasts), removes them with the user's
 *   leads and security events, and keeps only the record that the deletion took place.
 * The clock is a parameter of `run`, so tests drive it through the days.
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ACCOUNT_TOMBSTONE_RETENTION_DAYS } from '../../../shared/account/account-deletion';
import { ClaimedJob } from '../common/claimed-job';
import { JobRunClaims } from '../common/job-run-claims';
import { ProfilePictureService } from '../profile/profile-picture.service';
import { ReferralService } from '../referral/referral.service';
import { SyncAccountDataService } from '../sync/sync-account-data.service';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountDeletionService } from './account-deletion.service';
import { PersonalRecordsEraser } from './personal-records-eraser';

export const ACCOUNT_DELETION_JOB = 'account-deletion';
export const ACCOUNT_DELETION_JOB_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** A request still erasing is left alone this long before the job takes over its erasure. */
const ERASURE_TAKEOVER_MS = 10 * 60_000;

export interface AccountDeletionRunSummary {
  erased: number;
  /** Documents written after their account's erasure, tombstoned by this run. */
  lateTombstones: number;
  purged: number;
}

@Injectable()
export class AccountDeletionJob extends ClaimedJob<AccountDeletionRunSummary> {
  constructor(
    runs: JobRunClaims,
    private readonly deletions: AccountDeletionRepository,
    private readonly deletion: AccountDeletionService,
    private readonly sync: SyncAccountDataService,
    private readonly eraser: PersonalRecordsEraser,
    private readonly pictures: ProfilePictureService,
    private readonly referrals: ReferralService,
    logger: PinoLogger,
  ) {
    super(
      {
        job: ACCOUNT_DELETION_JOB,
        intervalMs: ACCOUNT_DELETION_JOB_INTERVAL_MS,
        failure: 'account deletion run failed',
      },
      runs,
      logger,
    );
    logger.setContext(AccountDeletionJob.name);
  }

  /** One hour's run at `now`: what it erased, tombstoned and purged. */
  protected async work(now: Date): Promise<AccountDeletionRunSummary> {
    const summary = { erased: 0, lateTombstones: 0, purged: 0 };
    for (const record of await this.deletions.unfinished()) {
      const stalled = now.getTime() - record.requestedAt.getTime() >= ERASURE_TAKEOVER_MS;
      if (!record.erasedAt && stalled) {
        await this.deletion.erase(record._id, now);
        summary.erased += 1;
      }
      const purgeFrom = record.requestedAt.getTime() + ACCOUNT_TOMBSTONE_RETENTION_DAYS * DAY_MS;
      if (!record.erasedAt) continue;
      if (now.getTime() < purgeFrom) {
        // A push that passed the token check just before the account went may have landed
        // after its tombstones were written: it gets one now.
        summary.lateTombstones += await this.sync.tombstoneAll(record._id, now);
        // Likewise an upload that was under way: its picture goes too.
        await this.pictures.erase(record._id);
        continue;
      }
      await this.sync.purge(record._id);
      const leads = record.email ? await this.eraser.eraseLeads(record.email) : 0;
      await this.eraser.eraseSecurityEvents(record._id, record.email);
      await this.referrals.forget(record._id);
      await this.deletions.markPurged(record._id, now);
      this.logger.info({ userId: record._id, leads }, 'deleted account purged');
      summary.purged += 1;
    }
    return summary;
  }
}
