import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import {
  type NotificationBroadcast,
  type NotificationBroadcastReceipt,
} from '../../../shared/notifications/notification-content';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import {
  type CompletionClaim,
  type LeaseHolder,
  LeasedCompletions,
  stepRecordId,
} from '../common/leased-completions';
import { RealtimeService } from '../realtime/realtime.service';
import { NotificationAudienceRepository } from './notification-audience.repository';
import { NotificationsService } from './notifications.service';

/**
 * Recipients delivered together (NotificationsService.notifyEach): the embedded database inserts
 * up to 100 documents in one statement of one transaction.
 */
export const BROADCAST_CHUNK = 100;
/** Chunks of one broadcast in flight at once, so a broadcast leaves room for requests. */
const CHUNKS_IN_FLIGHT = 2;
/**
 * How long an instance has to deliver a broadcast to every student before the sweep may take it
 * over: 10,000 students take about 10 s (README, notification benchmark), so this leaves a wide
 * margin before a live instance could be taken for a dead one.
 */
export const BROADCAST_LEASE_MS = 10 * 60_000;

type BroadcastContent = Omit<NotificationBroadcast, 'audience'>;

/** What a broadcast to the students needs to be finished by another instance. */
export interface BroadcastIntent {
  adminId: string;
  content: BroadcastContent;
  /** When it was sent: its audience is the students whose accounts existed then. */
  at: Date;
}

/** How one pass over a broadcast's recipients ended. */
interface DeliveryPass {
  /** Students whose delivery failed; the others have theirs. */
  failed: number;
  /** The pass stopped before the last chunk: shutdown, or a sweep took the broadcast over. */
  interrupted: boolean;
}

/**
 * An admin's message to one user or to every active student (system or custom type). A broadcast
 * to all is answered at once: finding its recipients is a scan of the users, kept off the request
 * path, and it is delivered in the background, in chunks of recipients written together, those
 * with a socket open on this instance first (they are waiting for it); a delivery that fails is
 * logged and the others go on.
 *
 * Nothing of a broadcast is lost with the instance delivering it: it is first claimed with its
 * content under a lease (LeasedCompletions), and each student's notification id is derived from
 * the broadcast's and the student's, so whoever finishes it can tell who already has theirs. A
 * shutdown lets the chunks in flight land and stops; a broadcast whose lease expires unfinished
 * (the instance died, stopped, or some deliveries failed) is taken over by the sweep
 * (NotificationBroadcastSweepJob) on one instance, which delivers to the students still missing
 * it, once. (A student who switched in-app notifications off has no stored notification to
 * tell by, so a resumed broadcast may e-mail or push them a second time.)
 */
/** Where broadcasts are claimed with their content, and the leases the sweep takes over. */
export const BROADCAST_COLLECTIONS = {
  claims: 'notification_broadcasts',
  leases: 'notification_broadcast_leases',
  takeovers: 'notification_broadcast_takeovers',
};

@Injectable()
export class NotificationBroadcastService implements OnModuleDestroy {
  readonly claims: LeasedCompletions<BroadcastIntent>;
  private stopping = false;
  private readonly underWay = new Set<Promise<void>>();

  constructor(
    private readonly audience: NotificationAudienceRepository,
    private readonly notifications: NotificationsService,
    private readonly realtime: RealtimeService,
    private readonly logger: PinoLogger,
    @InjectConnection() connection: Connection,
  ) {
    logger.setContext(NotificationBroadcastService.name);
    this.claims = new LeasedCompletions(connection, BROADCAST_COLLECTIONS, BROADCAST_LEASE_MS);
  }

  async broadcast(
    principal: Principal,
    broadcast: NotificationBroadcast,
  ): Promise<NotificationBroadcastReceipt> {
    const { audience, ...content } = broadcast;
    const broadcastId = randomUUID();
    const log = { adminId: principal.sub, broadcastId };
    if (audience.kind === 'user') {
      if (!(await this.audience.reachable(audience.userId))) {
        this.logger.warn(
          { ...log, userId: audience.userId },
          'broadcast to an unknown user refused',
        );
        throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
      }
      await this.notifications.notify(audience.userId, content);
      this.logger.info({ ...log, userId: audience.userId }, 'notification sent to one user');
      return { broadcastId };
    }
    const at = new Date();
    const claim = await this.claims.claim(broadcastId, { adminId: principal.sub, content, at }, at);
    if (!claim) throw new Error(`broadcast ${broadcastId} was claimed twice`);
    this.track(this.toStudents(claim));
    return { broadcastId };
  }

  /**
   * Finishes the broadcasts whose lease expired by `now` (the sweep): each one's missing
   * deliveries, on one instance. Answers how many it finished.
   */
  resumeExpired(now: Date): Promise<number> {
    return this.claims.resumeExpired(
      now,
      (claim, holder) => this.resume(claim, holder),
      (broadcastId, error) =>
        this.logger.error({ err: error, broadcastId }, 'broadcast to students not finished'),
    );
  }

  /**
   * Lets the chunks in flight land while the database and Redis are still open (they close on
   * application shutdown, after this); what is left of each broadcast is the sweep's.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.underWay);
  }

  /** Keeps `work` for the shutdown to wait on; its failure is its caller's to handle. */
  private track(work: Promise<unknown>): void {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.underWay.add(settled);
    void settled.then(() => this.underWay.delete(settled));
  }

  private async toStudents(claim: CompletionClaim<BroadcastIntent>): Promise<void> {
    const log = { adminId: claim.intent.adminId, broadcastId: claim._id };
    try {
      const recipients = await this.audience.activeStudents(claim.intent.at);
      this.logger.info({ ...log, recipients: recipients.length }, 'broadcast to students started');
      const pass = await this.deliver(claim, { id: claim._id, generation: 1 }, recipients);
      if (pass.interrupted || pass.failed > 0) {
        this.logger.warn({ ...log, ...pass }, 'broadcast to students left to the sweep');
        return;
      }
      await this.claims.complete(claim._id, new Date());
      this.logger.info(log, 'broadcast to students delivered');
    } catch (error) {
      this.logger.error({ ...log, err: error }, 'broadcast to students failed');
    }
  }

  /**
   * The sweep's pass: the students the broadcast was sent to who do not have it yet. A pass cut
   * off again throws, so the broadcast keeps its new lease and a later sweep goes on; deliveries
   * that fail again are logged (in `deliver`), and the broadcast is finished.
   */
  private async resume(claim: CompletionClaim<BroadcastIntent>, holder: LeaseHolder) {
    const log = { adminId: claim.intent.adminId, broadcastId: claim._id };
    const recipients = await this.audience.activeStudents(claim.intent.at);
    const missing: string[] = [];
    for (let from = 0; from < recipients.length; from += BROADCAST_CHUNK) {
      const chunk = recipients.slice(from, from + BROADCAST_CHUNK);
      const stored = await Promise.all(
        chunk.map((userId) => this.notifications.isStored(notificationIdOf(claim._id, userId))),
      );
      missing.push(...chunk.filter((_, at) => !stored[at]));
    }
    this.logger.info({ ...log, missing: missing.length }, 'broadcast to students resumed');
    const work = this.deliver(claim, holder, missing);
    this.track(work);
    const pass = await work;
    if (pass.interrupted) throw new Error('broadcast interrupted again');
  }

  private async deliver(
    claim: CompletionClaim<BroadcastIntent>,
    holder: LeaseHolder,
    recipients: string[],
  ): Promise<DeliveryPass> {
    const connected: string[] = [];
    const others: string[] = [];
    for (const userId of recipients) {
      (this.realtime.isConnected(userId) ? connected : others).push(userId);
    }
    const ordered = [...connected, ...others];
    const pass: DeliveryPass = { failed: 0, interrupted: false };
    const idOf = (userId: string) => notificationIdOf(claim._id, userId);
    let next = 0;
    const worker = async () => {
      while (next < ordered.length && !pass.interrupted) {
        const chunk = ordered.slice(next, (next += BROADCAST_CHUNK));
        // A sweep that took the broadcast over delivers the rest itself.
        if (this.stopping || !(await this.claims.holds(holder))) {
          pass.interrupted = true;
          return;
        }
        const outcomes = await this.notifications
          .notifyEach(chunk, claim.intent.content, new Date(), idOf)
          .catch((error: unknown) =>
            chunk.map(() => ({ status: 'rejected', reason: error }) as const),
          );
        for (const [at, outcome] of outcomes.entries()) {
          if (outcome.status === 'rejected') {
            pass.failed++;
            this.logger.error(
              { err: outcome.reason, userId: chunk[at], broadcastId: claim._id },
              'broadcast delivery failed',
            );
          }
        }
      }
    };
    await Promise.all(Array.from({ length: CHUNKS_IN_FLIGHT }, worker));
    return pass;
  }
}

/** The id of a broadcast's notification to one student: the same on every try. */
const notificationIdOf = (broadcastId: string, userId: string) => stepRecordId(broadcastId, userId);
