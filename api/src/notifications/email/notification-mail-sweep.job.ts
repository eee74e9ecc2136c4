/**
 * Re-sends notification mails whose sender died mid-way (issue 12): a claimed mail's lease is
 * renewed by its holder before every try and wait, so a lease past its expiry belongs to a
 * process that is gone, and its mail would otherwise stay 'sending' for ever. Every minute, once
 * per minute across instances (JobRunClaims, DESIGN.md decision 12), the sweep takes those mails
 * over (LeasedMailSender.takeOverExpired: exactly one instance wins each, even when sweeps of two
 * slots overlap) and sends them with the tries left. The clock is a parameter of `run`, so tests
 * drive it.
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ClaimedJob } from '../../common/claimed-job';
import { JobRunClaims } from '../../common/job-run-claims';
import { NotificationEmails } from './notification-emails.service';

export const NOTIFICATION_MAIL_SWEEP_JOB = 'notification-mail-sweep';
export const NOTIFICATION_MAIL_SWEEP_INTERVAL_MS = 60_000;

@Injectable()
export class NotificationMailSweepJob extends ClaimedJob<number> {
  constructor(
    runs: JobRunClaims,
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
  protected work(now: Date): Promise<number> {
    return this.emails.resumeExpired(now);
  }
}
