/**
 * A student's own sessions: the upcoming and past lists (their bookings found through their
 * stream in the session index, by `_id` only), one session, cancel, notes.
 */
import { Injectable } from '@nestjs/common';
import {
  isLateCancellation,
  isUpcoming,
  type MySessions,
  type SessionView,
} from '../../../shared/sessions/session-booking';
import { SessionBookingRepository, type StoredBooking } from './session-booking.repository';
import { SessionGuards } from './session-guards';
import { SessionIndex } from './session-index';
import { byStart, toSessionView } from './session-mapper';
import { SlotReservations } from './slot-reservations';

@Injectable()
export class StudentSessionsService {
  constructor(
    private readonly bookings: SessionBookingRepository,
    private readonly index: SessionIndex,
    private readonly guards: SessionGuards,
    private readonly reservations: SlotReservations,
  ) {}

  /** Upcoming soonest first, past latest first; a rescheduled session shows as its new booking. */
  async mine(studentId: string, now = new Date()): Promise<MySessions> {
    const ids = await this.index.studentBookings(studentId);
    const shown = (await this.bookings.findMany(ids))
      .filter((booking) => booking.studentId === studentId && !booking.rescheduledTo)
      .sort(byStart)
      .map(toSessionView);
    return {
      upcoming: shown.filter((session) => isUpcoming(session, now)),
      past: shown.filter((session) => !isUpcoming(session, now)).reverse(),
    };
  }

  async one(studentId: string, id: string): Promise<StoredBooking> {
    return this.guards.ownBooking(studentId, id);
  }

  cancel(
    studentId: string,
    id: string,
    acceptLateFee: boolean,
    now = new Date(),
  ): Promise<SessionView> {
    return this.guards.serialised(id, async () => {
      const booking = await this.guards.ownBooking(studentId, id);
      this.guards.ensureChangeable(booking, now, acceptLateFee);
      const change = {
        status: 'canceled' as const,
        canceledAt: now,
        canceledBy: 'student' as const,
        lateCancel: isLateCancellation(booking.start, now),
        claimIds: [],
      };
      await this.bookings.update(id, change);
      await this.reservations.release(booking.claimIds);
      return toSessionView({ ...booking, ...change });
    });
  }

  updateNotes(studentId: string, id: string, notes: string): Promise<SessionView> {
    return this.guards.serialised(id, async () => {
      const booking = await this.guards.ownBooking(studentId, id);
      await this.bookings.update(id, { notes });
      return toSessionView({ ...booking, notes });
    });
  }
}
