/**
 * The checks every change of a booking makes, and the in-process lock that serialises changes of
 * one booking (no update is atomic on the embedded engine, DESIGN.md decision 10; the time itself
 * is held by unique-`_id` inserts, so instances racing here can at worst both cancel).
 */
import { Injectable } from '@nestjs/common';
import { isLateCancellation } from '../../../shared/sessions/session-booking';
import { SESSION_MESSAGES } from '../../../shared/sessions/session-messages';
import { ApiException } from '../common/api-exception';
import { KeyedLock } from '../common/keyed-lock';
import { SessionBookingRepository, type StoredBooking } from './session-booking.repository';

@Injectable()
export class SessionGuards {
  private readonly locks = new KeyedLock();

  constructor(private readonly bookings: SessionBookingRepository) {}

  serialised<T>(bookingId: string, task: () => Promise<T>): Promise<T> {
    return this.locks.run(bookingId, task);
  }

  /** The student's own booking; anyone else's is answered as not found. */
  async ownBooking(studentId: string, id: string): Promise<StoredBooking> {
    const booking = await this.bookings.find(id);
    if (!booking || booking.studentId !== studentId) {
      throw new ApiException(404, SESSION_MESSAGES.sessionNotFound);
    }
    return booking;
  }

  /** The advisor's own booking; anyone else's is answered as not found. */
  async advisorBooking(advisorId: string, id: string): Promise<StoredBooking> {
    const booking = await this.bookings.find(id);
    if (!booking || booking.advisorId !== advisorId) {
      throw new ApiException(404, SESSION_MESSAGES.sessionNotFound);
    }
    return booking;
  }

  /**
   * Whether a student may cancel or move the booking at `now`: not once canceled or started, and
   * under 24 hours only with the fee accepted (spec §9).
   */
  ensureChangeable(booking: StoredBooking, now: Date, acceptLateFee: boolean): void {
    if (booking.status === 'canceled')
      throw new ApiException(409, SESSION_MESSAGES.alreadyCanceled);
    if (booking.start.getTime() <= now.getTime()) {
      throw new ApiException(409, SESSION_MESSAGES.alreadyStarted);
    }
    if (isLateCancellation(booking.start, now) && !acceptLateFee) {
      throw new ApiException(409, SESSION_MESSAGES.lateCancelConfirmationRequired, {
        lateCancel: true,
      });
    }
  }
}
