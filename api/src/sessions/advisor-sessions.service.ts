/**
 * An advisor's own booked sessions (issue 15 item 6): the calendar of a range, found through the
 * advisor's per-day streams (by `_id` only), and confirming, cancelling and moving a booking.
 * Every change is audited and told to the student once (SessionChanges), however many tabs or
 * instances make it at the same moment, and finished by the sweep if its process dies halfway.
 */
import { Injectable } from '@nestjs/common';
import { type BookingRange, type SessionView } from '../../../shared/sessions/session-booking';
import { SESSION_MESSAGES } from '../../../shared/sessions/session-messages';
import { type AuditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { SessionBookingRepository } from './session-booking.repository';
import { moveIntent, SessionChanges } from './session-changes';
import { SessionGuards } from './session-guards';
import { SessionIndex } from './session-index';
import { byStart, toSessionView } from './session-mapper';

@Injectable()
export class AdvisorSessionsService {
  constructor(
    private readonly bookings: SessionBookingRepository,
    private readonly index: SessionIndex,
    private readonly guards: SessionGuards,
    private readonly changes: SessionChanges,
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

  confirm(actor: AuditActor, id: string, now = new Date()): Promise<SessionView> {
    return this.guards.serialised(id, async () => {
      const booking = await this.guards.advisorBooking(actor.id, id);
      if (booking.status !== 'pending') throw new ApiException(409, SESSION_MESSAGES.notPending);
      const intent = { change: 'confirmed', bookingId: id, actor, at: now } as const;
      const confirmed = await this.changes.make(intent, booking);
      if (!confirmed) throw new ApiException(409, SESSION_MESSAGES.notPending);
      return toSessionView(confirmed);
    });
  }

  /** The advisor's own cancellation: no fee question, the student's time is given back. */
  cancel(actor: AuditActor, id: string, now = new Date()): Promise<SessionView> {
    return this.guards.serialised(id, async () => {
      const booking = await this.guards.advisorBooking(actor.id, id);
      if (booking.status === 'canceled') {
        throw new ApiException(409, SESSION_MESSAGES.alreadyCanceled);
      }
      const intent = {
        change: 'canceled',
        bookingId: id,
        actor,
        at: now,
        claimIds: booking.claimIds,
      } as const;
      const canceled = await this.changes.make(intent, booking);
      if (!canceled) throw new ApiException(409, SESSION_MESSAGES.alreadyCanceled);
      return toSessionView(canceled);
    });
  }

  /** The advisor moves a session to another of their free times; the new booking is confirmed. */
  reschedule(actor: AuditActor, id: string, start: string, now = new Date()): Promise<SessionView> {
    return this.guards.serialised(id, async () => {
      const booking = await this.guards.advisorBooking(actor.id, id);
      if (booking.status === 'canceled') {
        throw new ApiException(409, SESSION_MESSAGES.alreadyCanceled);
      }
      if (booking.start.getTime() <= now.getTime()) {
        throw new ApiException(409, SESSION_MESSAGES.alreadyStarted);
      }
      const moved = await this.changes.make(
        moveIntent(booking, actor, new Date(start), now),
        booking,
      );
      if (!moved) throw new ApiException(409, SESSION_MESSAGES.alreadyCanceled);
      return toSessionView(moved);
    });
  }
}
