/**
 * An advisor's own booked sessions (issue 15 item 6): the calendar of a range, found through the
 * advisor's per-day streams (by `_id` only), and confirming, cancelling and moving a booking.
 * Every change is audited and told to the student once (SessionChangeNotifier), however many
 * tabs or instances make it at the same moment.
 */
import { Injectable } from '@nestjs/common';
import { type BookingRange, type SessionView } from '../../../shared/sessions/session-booking';
import { SESSION_MESSAGES } from '../../../shared/sessions/session-messages';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { SessionBookingRepository, type StoredBooking } from './session-booking.repository';
import { SessionBookingService } from './session-booking.service';
import { SessionChangeNotifier } from './session-change-notifier';
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
    private readonly booking: SessionBookingService,
    private readonly changes: SessionChangeNotifier,
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

  confirm(actor: AuditActor, id: string, now = new Date()): Promise<SessionView> {
    return this.guards.serialised(id, async () => {
      const booking = await this.guards.advisorBooking(actor.id, id);
      if (booking.status !== 'pending') throw new ApiException(409, SESSION_MESSAGES.notPending);
      const confirmed = { ...booking, status: 'confirmed' as const };
      const made = await this.changes.once(
        id,
        'confirmed',
        async () => {
          await this.bookings.update(id, { status: 'confirmed' });
          await this.audit.record(actor, {
            action: 'session.confirm',
            resourceType: 'session',
            resourceId: id,
            before: { status: booking.status },
            after: { status: 'confirmed' },
          });
          return confirmed;
        },
        now,
      );
      if (!made) throw new ApiException(409, SESSION_MESSAGES.notPending);
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
      const canceled: StoredBooking = {
        ...booking,
        status: 'canceled',
        canceledAt: now,
        canceledBy: 'advisor',
        lateCancel: false,
        claimIds: [],
      };
      const made = await this.changes.once(
        id,
        'canceled',
        async () => {
          const { status, canceledAt, canceledBy, lateCancel, claimIds } = canceled;
          await this.bookings.update(id, { status, canceledAt, canceledBy, lateCancel, claimIds });
          await this.reservations.release(booking.claimIds);
          await this.audit.record(actor, {
            action: 'session.cancel',
            resourceType: 'session',
            resourceId: id,
            before: { status: booking.status },
            after: { status: 'canceled' },
          });
          return canceled;
        },
        now,
      );
      if (!made) throw new ApiException(409, SESSION_MESSAGES.alreadyCanceled);
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
      let moved: StoredBooking | undefined;
      const made = await this.changes.once(
        id,
        'moved',
        async () => {
          moved = await this.booking.move(booking, new Date(start), 'advisor', now);
          await this.audit.record(actor, {
            action: 'session.reschedule',
            resourceType: 'session',
            resourceId: id,
            before: { start: booking.start.toISOString() },
            after: { start: moved.start.toISOString(), id: moved._id },
          });
          return moved;
        },
        now,
      );
      if (!made || !moved) throw new ApiException(409, SESSION_MESSAGES.alreadyCanceled);
      return toSessionView(moved);
    });
  }
}
