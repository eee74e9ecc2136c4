/**
 * Re-queues notification mails whose sender died mid-way (issue 12): a claimed mail's lease is
 * renewed by its holder before every try and wait, so a lease past its expiry belongs to a
 * process that is gone, and its mail would otherwise stay 'sending' for ever. Every minute, once
 * per minute across instances (JobRunClaims, DESIGN.md decision 12), the sweep reads the expired
 * leases and takes each mail over by inserting `<id>@<next generation>` (decision 10): exactly
 * one instance wins it, even when sweeps of two slots overlap, and sends it with the tries left.
 * A mail whose senders died LEASE_GENERATIONS times (it may be what kills them) is given up.
 * The clock is a parameter of `run`, so tests drive it.
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ClaimedJob } from '../../common/claimed-job';
import { JobRunClaims } from '../../common/job-run-claims';
import { NotificationEmails } from './notification-emails.service';
import { NotificationMailClaimsRepository } from './notification-mail-claims.repository';

export const NOTIFICATION_MAIL_SWEEP_JOB = 'notification-mail-sweep';
export const NOTIFICATION_MAIL_SWEEP_INTERVAL_MS = 60_000;
/** Senders of one mail that may die before it is given up. */
const LEASE_GENERATIONS = 3;

@Injectable()
export class NotificationMailSweepJob extends ClaimedJob<number> {
  constructor(
    runs: JobRunClaims,
    private readonly claims: NotificationMailClaimsRepository,
    private readonly emails: NotificationEmails,
    logger: PinoLogger,
  ) {
    super(
      {
        job: NOTIFICATION_MAIL_SWEEP_JOB,
        intervalMs: NOTIFICATION_MAIL_SWEEP_INTERVAL_MS,
        failure: 'notification mail sweep failed',
      },
      runs,
      logger,
    );
    logger.setContext(NotificationMailSweepJob.name);
  }

  /** One sweep at `now`: how many mails it took over (their sending goes on in the background). */
  protected async work(now: Date): Promise<number> {
    let resumed = 0;
    for (const lease of await this.claims.expiredLeases(now)) {
      const claim = await this.claims.sending(lease._id);
      if (!claim) {
        // Settled, or its claimer died between writing the lease and the claim.
        await this.claims.dropLease(lease._id);
        continue;
      }
      const generation = lease.generation + 1;
      const leaseUntil = this.emails.leaseUntil(now);
      if (!(await this.claims.takeOver(lease._id, generation, now, leaseUntil))) continue;
      const log = { notificationId: lease._id, generation, attempts: claim.attempts };
      if (generation > LEASE_GENERATIONS) {
        const error = `its sender stopped ${lease.generation} times`;
        await this.claims.settle(
          lease._id,
          { status: 'failed', attempts: claim.attempts, error },
          now,
        );
        this.logger.error(log, 'notification e-mail given up: its senders kept stopping');
        continue;
      }
      this.logger.warn(log, 'notification e-mail lease expired: sending it from this instance');
      void this.emails.resume(claim.email, generation, claim.attempts);
      resumed++;
    }
    return resumed;
  }
}
