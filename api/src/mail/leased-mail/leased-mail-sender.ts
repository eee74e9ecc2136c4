import { setTimeout as delay } from 'node:timers/promises';
import { type PinoLogger } from 'nestjs-pino';
import { ConcurrencyLimit } from '../../common/concurrency-limit';
import { type OutgoingMail } from '../mail';
import { type Mailer } from '../mailer.service';
import { type LeasedMailClaim, type LeasedMailClaims } from './leased-mail-claims';

/** Senders of one mail that may die before it is given up (it may be what kills them). */
const LEASE_GENERATIONS = 3;

export type LeasedSendOutcome = 'sent' | 'failed' | 'claimed-elsewhere';

export interface LeasedMailPolicy {
  /** Tries in all, across every holder. */
  attempts: number;
  /** The wait before the second try; it doubles before each later one. */
  retryDelayMs: number;
  /** How long a holder's lease lasts past its last renewal. */
  leaseMs: number;
  /** Mails handed to the mail server at once by this process; unlimited when absent. */
  sendsInFlight?: number;
}

/** What a holder's log lines say about the mail, never its address. */
type LogFields = Record<string, unknown>;

/**
 * Sends mails claimed through LeasedMailClaims, tried `attempts` times with doubling waits, in
 * the background of this process: every failure is logged with its reason and the outcome is
 * recorded on the claim. Before each try and each wait the holder checks and renews its lease, so
 * a live holder is never taken over, and a holder whose lease was taken over (it stalled past its
 * expiry) stops without sending again. At shutdown (`stop`) a try under way finishes, no new one
 * starts, and a mail left unsent is recorded 'failed'; a process that dies instead leaves its
 * lease to expire, and `takeOverExpired`, run by a sweep job, resumes the mail on exactly one
 * instance.
 */
export class LeasedMailSender<Content extends object> {
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly sends: ConcurrencyLimit | undefined;
  /** Cuts the waits between tries short at shutdown. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly claims: LeasedMailClaims<Content>,
    private readonly mailer: Mailer,
    private readonly policy: LeasedMailPolicy,
    private readonly logger: PinoLogger,
    /** Names the kind of mail in log messages, e.g. 'notification e-mail'. */
    private readonly kind: string,
  ) {
    this.sends = policy.sendsInFlight ? new ConcurrencyLimit(policy.sendsInFlight) : undefined;
  }

  /** The lease of a mail held from `now` for a wait of `waitMs` (renewed before each try). */
  leaseUntil(now: Date, waitMs = 0): Date {
    return new Date(now.getTime() + waitMs + this.policy.leaseMs);
  }

  /**
   * Runs `work` in the background, tracked until it settles; a failure is logged and answers
   * `failed` instead of rejecting.
   */
  track<T>(work: Promise<T>, failed: T, log: LogFields): Promise<T> {
    const task = work.catch((error: unknown) => {
      this.logger.error({ err: error, ...log }, `${this.kind} failed`);
      return failed;
    });
    this.inFlight.add(task);
    void task.finally(() => this.inFlight.delete(task));
    return task;
  }

  /** Resolves once every mail started so far has settled (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /** Shutdown: cuts the waits short and lets the tries under way finish. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.settled();
  }

  /** Waits `waitMs`; false when the process is stopping. */
  async wait(waitMs: number): Promise<boolean> {
    if (this.stopping.signal.aborted) return false;
    try {
      await delay(waitMs, undefined, { signal: this.stopping.signal });
      return true;
    } catch {
      return false;
    }
  }

  /** The tries of mail `id`, held by this process as lease `generation`, after `attemptsSoFar`. */
  async sendHeld(
    id: string,
    mail: OutgoingMail,
    generation: number,
    attemptsSoFar: number,
    log: LogFields,
  ): Promise<LeasedSendOutcome> {
    const attempts = this.policy.attempts;
    for (let attempt = attemptsSoFar + 1; ; attempt++) {
      try {
        // Checked and renewed once its turn to send has come: a burst may queue it for a while.
        const send = async () => {
          if (!(await this.renewLease(id, generation, 0, log))) return false;
          await this.mailer.send(mail);
          return true;
        };
        const held = this.sends ? await this.sends.run(send) : await send();
        if (!held) return 'claimed-elsewhere';
        await this.claims.settle(id, { status: 'sent', attempts: attempt }, new Date());
        return 'sent';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.warn({ ...log, attempt, attempts, reason }, `${this.kind} try failed`);
        if (attempt >= attempts) return this.giveUp(id, generation, attempt, reason, log);
        await this.claims.recordAttempts(id, attempt, reason);
        const waitMs = this.policy.retryDelayMs * 2 ** (attempt - 1);
        if (!(await this.renewLease(id, generation, waitMs, log))) return 'claimed-elsewhere';
        if (!(await this.wait(waitMs))) return this.giveUp(id, generation, attempt, reason, log);
      }
    }
  }

  /**
   * Takes over every mail whose lease expired by `now` (its holder is gone) and hands it to
   * `resume` in the background as the new generation: exactly one caller across instances wins
   * each take-over. A mail whose holders died LEASE_GENERATIONS times is given up. Answers how
   * many mails were resumed.
   */
  async takeOverExpired(
    now: Date,
    resume: (claim: LeasedMailClaim<Content>, generation: number) => Promise<unknown>,
  ): Promise<number> {
    let resumed = 0;
    for (const lease of await this.claims.expiredLeases(now)) {
      const claim = await this.claims.sending(lease._id);
      if (!claim) {
        // Settled, or its claimer died between writing the lease and the claim.
        await this.claims.dropLease(lease._id);
        continue;
      }
      const generation = lease.generation + 1;
      if (!(await this.claims.takeOver(lease._id, generation, now, this.leaseUntil(now)))) continue;
      const log = { mailId: lease._id, generation, attempts: claim.attempts };
      if (generation > LEASE_GENERATIONS) {
        const error = `its sender stopped ${lease.generation} times`;
        await this.claims.settle(
          lease._id,
          { status: 'failed', attempts: claim.attempts, error },
          now,
        );
        this.logger.error(log, `${this.kind} given up: its senders kept stopping`);
        continue;
      }
      this.logger.warn(log, `${this.kind} lease expired: sending it from this instance`);
      void this.track(resume(claim, generation), undefined, log);
      resumed++;
    }
    return resumed;
  }

  /** False (and logged) when another instance took the lease over. */
  private async renewLease(
    id: string,
    generation: number,
    waitMs: number,
    log: LogFields,
  ): Promise<boolean> {
    if (!(await this.claims.holds(id, generation))) {
      this.logger.warn(
        { ...log, generation },
        `${this.kind} lease taken over by another instance; this one stops`,
      );
      return false;
    }
    await this.claims.renew(id, generation, this.leaseUntil(new Date(), waitMs));
    return true;
  }

  private async giveUp(
    id: string,
    generation: number,
    attempts: number,
    reason: string,
    log: LogFields,
  ): Promise<LeasedSendOutcome> {
    // Taken over while this process waited: the new holder records the outcome.
    if (!(await this.claims.holds(id, generation))) return 'claimed-elsewhere';
    await this.claims.settle(id, { status: 'failed', attempts, error: reason }, new Date());
    this.logger.error({ ...log, attempts, reason }, `${this.kind} given up`);
    return 'failed';
  }
}
