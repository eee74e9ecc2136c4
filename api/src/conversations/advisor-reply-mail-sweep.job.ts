/**
 * Mails the advisor replies whose wait has passed (AdvisorReplyMailQueue), for replies whose
 * process stopped before its own timer fired, and takes over the replies whose sender died while
 * sending (an expired lease). Once per minute across instances (JobRunClaims, DESIGN.md decision
 * 12); a reply the live process already mailed, or the visitor read, is skipped by the same claim
 * and read checks (AdvisorReplyEmails). The clock is a parameter of `run`.
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ClaimedJob } from '../common/claimed-job';
import { JobRunClaims } from '../common/job-run-claims';
import { AdvisorReplyEmails } from './advisor-reply-emails';
import { AdvisorReplyMailQueue } from './advisor-reply-mail-queue';

export const ADVISOR_REPLY_MAIL_SWEEP_JOB = 'advisor-reply-mail-sweep';
export const ADVISOR_REPLY_MAIL_SWEEP_INTERVAL_MS = 60_000;

@Injectable()
export class AdvisorReplyMailSweepJob extends ClaimedJob<number> {
  constructor(
    runs: JobRunClaims,
    private readonly queue: AdvisorReplyMailQueue,
    private readonly emails: AdvisorReplyEmails,
    logger: PinoLogger,
  ) {
    super(
      {
        job: ADVISOR_REPLY_MAIL_SWEEP_JOB,
        intervalMs: ADVISOR_REPLY_MAIL_SWEEP_INTERVAL_MS,
        failure: 'advisor reply mail sweep failed',
      },
      runs,
      logger,
    );
    logger.setContext(AdvisorReplyMailSweepJob.name);
  }

  /** One sweep at `now`: how many replies it mailed or took over. */
  protected async work(now: Date): Promise<number> {
    let mailed = await this.emails.resumeExpired(now);
    let handled: number | undefined;
    for (const entry of await this.queue.unhandled()) {
      if (entry.dueAt.getTime() > now.getTime()) break;
      const reply = { conversationId: entry.conversationId, seq: entry.messageSeq };
      if ((await this.emails.sendIfUnread(reply)) === 'sent') mailed++;
      handled = entry.seq;
    }
    if (handled !== undefined) await this.queue.handledUpTo(handled);
    return mailed;
  }
}
