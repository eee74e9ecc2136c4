import { type SessionView } from '../../../shared/sessions/session-booking';
import { type StoredBooking } from './session-booking.repository';
import { type Interval } from './slot-generation';

const MINUTE_MS = 60_000;

export function toSessionView(booking: StoredBooking): SessionView {
  return {
    id: booking._id,
    advisorId: booking.advisorId,
    advisorName: booking.advisorName,
    advisorTimeZone: booking.advisorTimeZone,
    studentId: booking.studentId,
    studentName: booking.studentName,
    studentTimeZone: booking.studentTimeZone,
    typeId: booking.typeId,
    typeName: booking.typeName,
    durationMinutes: booking.durationMinutes,
    start: booking.start.toISOString(),
    end: booking.end.toISOString(),
    status: booking.status,
    notes: booking.notes,
    meetingUrl: booking.meetingUrl,
    createdAt: booking.createdAt.toISOString(),
    canceledAt: booking.canceledAt?.toISOString() ?? null,
    lateCancel: booking.lateCancel,
    rescheduledFrom: booking.rescheduledFrom,
    rescheduledTo: booking.rescheduledTo,
  };
}

/** The advisor's time a live booking holds: the session and the buffers it was booked with. */
export function heldBy(booking: StoredBooking): Interval {
  return {
    start: booking.start.getTime() - booking.bufferBeforeMinutes * MINUTE_MS,
    end: booking.end.getTime() + booking.bufferAfterMinutes * MINUTE_MS,
  };
}

export const byStart = (a: StoredBooking, b: StoredBooking) =>
  a.start.getTime() - b.start.getTime();
