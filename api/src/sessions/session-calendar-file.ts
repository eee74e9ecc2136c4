/**
 * A booked session as an iCalendar file (RFC 5545), written by the `ics` library, so a student
 * can put it in any calendar app. Times are UTC; calendar apps show them in the reader's zone.
 */
import { createEvent } from 'ics';
import { type SessionStatus } from '../../../shared/sessions/session-booking';
import { type StoredBooking } from './session-booking.repository';

const EVENT_STATUS = {
  confirmed: 'CONFIRMED',
  pending: 'TENTATIVE',
  canceled: 'CANCELLED',
} as const satisfies Record<SessionStatus, string>;

export const SESSION_ICS_PRODUCT_ID = 'study-abroad/consultation-sessions';

export function sessionCalendarFile(booking: StoredBooking): string {
  const meeting = booking.meetingUrl || undefined;
  const { error, value } = createEvent({
    uid: `${booking._id}@study-abroad.sessions`,
    productId: SESSION_ICS_PRODUCT_ID,
    start: booking.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${booking.typeName} · ${booking.advisorName}`,
    description: booking.notes || undefined,
    location: meeting,
    url: meeting,
    status: EVENT_STATUS[booking.status],
  });
  if (error || !value) throw error ?? new Error('the calendar file was not written');
  return value;
}
