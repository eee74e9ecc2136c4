/**
 * Consultation sessions as students book them (spec §3 'Session': with whom, type, duration,
 * date, time, status, notes) and the calls around them: slots, booking, cancel, reschedule.
 */
import { z } from 'zod';
import { isTimeZone } from '../preferences/display-preferences';
import { SESSION_MESSAGES } from './session-messages';

/** Spec §3's statuses. */
export const SESSION_STATUSES = ['confirmed', 'pending', 'canceled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SESSION_NOTES_MAX = 2000;
/** The longest range one slot search covers. */
export const SLOT_RANGE_MAX_DAYS = 31;
const DAY_MS = 24 * 60 * 60_000;

export const SESSION_PATHS = {
  student: '/api/sessions',
  advisor: '/api/admin/sessions',
} as const;

const instant = z.iso.datetime({ offset: true, error: SESSION_MESSAGES.invalidFormat });
const notes = z.string().trim().max(SESSION_NOTES_MAX, SESSION_MESSAGES.tooLong);
const id = z.string().min(1, SESSION_MESSAGES.required).max(200, SESSION_MESSAGES.invalidFormat);

/** One bookable start, as an instant; the end follows from the type's duration. */
export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;

export const slotQuerySchema = z
  .object({ advisorId: id, typeId: id, from: instant, to: instant })
  .refine(({ from, to }) => Date.parse(to) > Date.parse(from), {
    error: SESSION_MESSAGES.endBeforeStart,
    path: ['to'],
  })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= SLOT_RANGE_MAX_DAYS * DAY_MS, {
    error: SESSION_MESSAGES.rangeTooLong,
    path: ['to'],
  });
export type SlotQuery = z.infer<typeof slotQuerySchema>;

export const slotListSchema = z.object({ advisorTimeZone: z.string(), slots: z.array(slotSchema) });
export type SlotList = z.infer<typeof slotListSchema>;

export const bookSessionSchema = z.object({
  advisorId: id,
  typeId: id,
  start: instant,
  notes: notes.default(''),
  /** The student's zone, for the reminders' wording and the advisor's calendar. */
  timeZone: z.string().refine(isTimeZone, { error: SESSION_MESSAGES.invalidFormat }),
});
export type BookSessionInput = z.input<typeof bookSessionSchema>;
export type BookSession = z.output<typeof bookSessionSchema>;

export const cancelSessionSchema = z.object({
  /** Explicit agreement to the late-cancellation fee (spec §9), needed under 24 hours. */
  acceptLateFee: z.boolean().default(false),
});
export type CancelSessionInput = z.input<typeof cancelSessionSchema>;

export const rescheduleSessionSchema = z.object({
  start: instant,
  acceptLateFee: z.boolean().default(false),
});
export type RescheduleSessionInput = z.input<typeof rescheduleSessionSchema>;

/** An advisor moving a session to another of their free times (no fee: it is their change). */
export const advisorRescheduleSchema = z.object({ start: instant });
export type AdvisorRescheduleInput = z.input<typeof advisorRescheduleSchema>;

export const sessionNotesSchema = z.object({ notes });
export type SessionNotesInput = z.input<typeof sessionNotesSchema>;

export const bookingRangeSchema = z
  .object({ from: instant, to: instant })
  .refine(({ from, to }) => Date.parse(to) > Date.parse(from), {
    error: SESSION_MESSAGES.endBeforeStart,
    path: ['to'],
  })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= SLOT_RANGE_MAX_DAYS * DAY_MS, {
    error: SESSION_MESSAGES.rangeTooLong,
    path: ['to'],
  });
export type BookingRange = z.infer<typeof bookingRangeSchema>;

export const sessionViewSchema = z.object({
  id: z.string(),
  advisorId: z.string(),
  advisorName: z.string(),
  advisorTimeZone: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentTimeZone: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  durationMinutes: z.number(),
  start: z.string(),
  end: z.string(),
  status: z.enum(SESSION_STATUSES),
  notes: z.string(),
  meetingUrl: z.string(),
  createdAt: z.string(),
  canceledAt: z.string().nullable(),
  /** Canceled less than 24 hours before its start (spec §9: a fee may apply). */
  lateCancel: z.boolean(),
  rescheduledFrom: z.string().nullable(),
  rescheduledTo: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const mySessionsSchema = z.object({
  upcoming: z.array(sessionViewSchema),
  past: z.array(sessionViewSchema),
});
export type MySessions = z.infer<typeof mySessionsSchema>;

export const bookableAdvisorSchema = z.object({
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  types: z.array(z.object({ id: z.string(), name: z.string(), durationMinutes: z.number() })),
});
export type BookableAdvisor = z.infer<typeof bookableAdvisorSchema>;
export const bookableAdvisorsSchema = z.array(bookableAdvisorSchema);

/** Spec §9: cancelling less than 24 hours before the start may incur a fee. */
export const LATE_CANCEL_WINDOW_MS = 24 * 60 * 60_000;

/** Whether a session starting at `start`, cancelled or moved at `now`, falls under the fee. */
export function isLateCancellation(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() < LATE_CANCEL_WINDOW_MS;
}

/** Upcoming until it has ended; canceled sessions count as past once their time has gone. */
export function isUpcoming(session: Pick<SessionView, 'end'>, now: Date): boolean {
  return Date.parse(session.end) > now.getTime();
}
