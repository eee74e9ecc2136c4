/**
 * An advisor's own booked sessions (issue 15 item 6): the calendar of a range, found through the
 * advisor's per-day streams (by `_id` only), confirming a pending booking and cancelling one.
 * Every change is audited.
 */
import { Injectable } from '@nestjs/common';
import { type BookingRange, type SessionView } from '../../../shared/sessions/session-booking';
import { SESSION_MESSAGES } from '../../../shared/sessions/session-messages';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { SessionBookingRepository } from './session-booking.repository';
import { SessionGuards } from './session-guards';
import { SessionIndex } from './session-index';
import { byStart, toSessionView } from './session-mapper';
import { SlotReservations } from './slot-reservations';

@Injectable()
export class AdvisorSessionsService {
  constructor(
    private readonly bookings: SessionBookingRepository,
    private readonly index: SessionIndex,
    private readonly guards: SessionGuards,
    private readonly reservations: SlotReservations,
    private readonly audit: AuditLog,
  ) {}

  /** The advisor's sessions starting in [from, to), rescheduled-away ones left out. */
  async calendar(advisorId: string, range: BookingRange): Promise<SessionView[]> {
    const from = new Date(range.from);
    const to = new Date(range.to);
    const ids = await this.index.advisorBookings(advisorId, from, to);
    return (await this.bookings.findMany(ids))
      .filter(
        (booking) =>
          booking.advisorId === advisorId &&
          !booking.rescheduledTo &&
          booking.start >= from &&
          booking.start < to,
      )
      .sort(byStart)
      .map(toSessionView);
  }

  confirm(actor: AuditActor, id: string): Promise<SessionView> {
    return this.guards.serialised(id, async () => {
      const booking = await this.guards.advisorBooking(actor.id, id);
      if (booking.status !== 'pending') throw new ApiException(409, SESSION_MESSAGES.notPending);
      await this.bookings.update(id, { status: 'confirmed' });
      await this.audit.record(actor, {
        action: 'session.confirm',
        resourceType: 'session',
        resourceId: id,
        before: { status: booking.status },
        after: { status: 'confirmed' },
      });
      return toSessionView({ ...booking, status: 'confirmed' });
    });
  }

  /** The advisor's own cancellation: no fee question, the student's time is given back. */
  cancel(actor: AuditActor, id: string, now = new Date()): Promise<SessionView> {
    return this.guards.serialised(id, async () => {
      const booking = await this.guards.advisorBooking(actor.id, id);
      if (booking.status === 'canceled') {
        throw new ApiException(409, SESSION_MESSAGES.alreadyCanceled);
      }
      const change = {
        status: 'canceled' as const,
        canceledAt: now,
        canceledBy: 'advisor' as const,
        lateCancel: false,
        claimIds: [],
      };
      await this.bookings.update(id, change);
      await this.reservations.release(booking.claimIds);
      await this.audit.record(actor, {
        action: 'session.cancel',
        resourceType: 'session',
        resourceId: id,
        before: { status: booking.status },
        after: { status: 'canceled' },
      });
      return toSessionView({ ...booking, ...change });
    });
  }
}
