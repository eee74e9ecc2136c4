/**
 * An advisor's changes of a booked session (issue 15 item 1): confirm, cancel, move, each made
 * once. A change is first claimed by inserting `<bookingId>:<change>` (`session_change_claims`),
 * the one atomic write of the embedded engine (DESIGN.md decision 10): of two tabs or instances
 * making the same change, only the claimer writes it; the other is answered as already done. The
 * claim stores the change (who, when, the new start and the new booking's id) and is leased
 * until the change, its audit entry and the student's notification are written
 * (LeasedCompletions), so a change whose process died halfway is finished by the sweep
 * (SessionChangeSweepJob), doing only what is missing. A change refused after its claim (the
 * new time was taken meanwhile) gives the claim back.
 */
import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { AuditLog, type AuditActor, type AuditRecord } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import {
  type CompletionClaim,
  type LeaseHolder,
  LeasedCompletions,
  stepRecordId,
} from '../common/leased-completions';
import { SessionBookingRepository, type StoredBooking } from './session-booking.repository';
import { SessionBookingService } from './session-booking.service';
import { SessionChangeNotifier } from './session-change-notifier';
import { type SessionChange } from './session-change-text';
import { SlotReservations } from './slot-reservations';

interface ChangeBase {
  bookingId: string;
  actor: AuditActor;
  at: Date;
}

export type SessionChangeIntent = ChangeBase &
  (
    | { change: 'confirmed' }
    | { change: 'canceled'; claimIds: string[] }
    | { change: 'moved'; start: Date; movedId: string }
  );

/** The intent of moving `booking` to `start`: the new booking's id is chosen up front. */
export const moveIntent = (booking: StoredBooking, actor: AuditActor, start: Date, at: Date) =>
  ({ change: 'moved', bookingId: booking._id, actor, at, start, movedId: randomUUID() }) as const;

const AUDITED = 'audited';
const NOTIFIED = 'notified';

@Injectable()
export class SessionChanges {
  readonly claims: LeasedCompletions<SessionChangeIntent>;
  private readonly logger = new Logger(SessionChanges.name);

  constructor(
    private readonly bookings: SessionBookingRepository,
    private readonly reservations: SlotReservations,
    private readonly booking: SessionBookingService,
    private readonly notifier: SessionChangeNotifier,
    private readonly audit: AuditLog,
    @InjectConnection() connection: Connection,
  ) {
    this.claims = new LeasedCompletions(connection, {
      claims: 'session_change_claims',
      leases: 'session_change_leases',
      takeovers: 'session_change_takeovers',
    });
  }

  /**
   * Makes the change once: the booking as it now is, or null (nothing done) when someone else
   * claimed it. `known` is the booking as the caller just read and checked it.
   */
  async make(intent: SessionChangeIntent, known: StoredBooking): Promise<StoredBooking | null> {
    const id = `${intent.bookingId}:${intent.change}`;
    const claim = await this.claims.claim(id, intent, intent.at);
    if (!claim) return null;
    let changed: StoredBooking;
    try {
      changed = await this.apply(intent, known);
    } catch (error) {
      await this.claims.release(id);
      throw error;
    }
    await this.tell(claim, { id, generation: 1 }, known, changed, true);
    await this.claims.complete(id, new Date());
    return changed;
  }

  /** Finishes a change a dead process left claimed (the sweep). */
  async finish(claim: CompletionClaim<SessionChangeIntent>, holder: LeaseHolder): Promise<void> {
    const before = await this.bookings.find(claim.intent.bookingId);
    if (!before) throw new Error(`booking ${claim.intent.bookingId} of a claimed change is gone`);
    let changed: StoredBooking;
    try {
      changed = await this.apply(claim.intent, before);
    } catch (error) {
      if (!(error instanceof ApiException)) throw error;
      // The change can no longer be made (the new time was booked meanwhile): it never happened.
      this.logger.warn(`session change ${claim._id} given up: ${error.message}`);
      await this.claims.release(claim._id);
      return;
    }
    await this.tell(claim, holder, before, changed, false);
  }

  /** Writes the change to the bookings, unless it is written already (each write checks). */
  private async apply(intent: SessionChangeIntent, booking: StoredBooking): Promise<StoredBooking> {
    if (intent.change === 'confirmed') {
      if (booking.status === 'pending') {
        await this.bookings.update(booking._id, { status: 'confirmed' });
      }
      return { ...booking, status: 'confirmed' };
    }
    if (intent.change === 'canceled') {
      const change = {
        status: 'canceled' as const,
        canceledAt: intent.at,
        canceledBy: 'advisor' as const,
        lateCancel: false,
        claimIds: [],
      };
      if (booking.status !== 'canceled') await this.bookings.update(booking._id, change);
      await this.reservations.releaseHeldBy(intent.claimIds, booking._id);
      return { ...booking, ...change, canceledAt: booking.canceledAt ?? intent.at };
    }
    return this.booking.resumeMove(booking, new Date(intent.start), intent.movedId, intent.at);
  }

  /** Audits the change and notifies the student, each unless already done. */
  private async tell(
    claim: CompletionClaim<SessionChangeIntent>,
    holder: LeaseHolder,
    before: StoredBooking,
    changed: StoredBooking,
    fresh: boolean,
  ): Promise<void> {
    const { intent } = claim;
    if (claim.steps?.[AUDITED] === undefined && (await this.claims.holds(holder))) {
      await this.audit.record(intent.actor, auditRecord(intent.change, before, changed), intent.at);
      await this.claims.markStep(claim, AUDITED, new Date());
    }
    const notificationId = stepRecordId(claim._id, NOTIFIED);
    const notified =
      claim.steps?.[NOTIFIED] !== undefined ||
      (!fresh && (await this.notifier.delivered(notificationId)));
    if (!notified && (await this.claims.holds(holder))) {
      await this.notifier.tell(changed, intent.change, intent.at, notificationId);
      await this.claims.markStep(claim, NOTIFIED, new Date());
    }
  }
}

function auditRecord(
  change: SessionChange,
  before: StoredBooking,
  after: StoredBooking,
): AuditRecord {
  const base = { resourceType: 'session', resourceId: before._id };
  if (change === 'moved') {
    return {
      ...base,
      action: 'session.reschedule',
      before: { start: before.start.toISOString() },
      after: { start: after.start.toISOString(), id: after._id },
    };
  }
  return {
    ...base,
    action: change === 'confirmed' ? 'session.confirm' : 'session.cancel',
    before: { status: before.status },
    after: { status: after.status },
  };
}
