import { randomUUID } from 'node:crypto';
import { type SessionType } from '../../../shared/sessions/advisor-schedule';
import { type StoredSchedule } from './advisor-schedule.repository';
import { type StoredBooking } from './session-booking.repository';

const MINUTE_MS = 60_000;

/** Who books: the signed-in student. */
export interface Student {
  id: string;
  name: string;
}

/** A new booking of `type` at `start`, with what is true of the advisor and type now. */
export function newBooking(
  student: Student,
  studentTimeZone: string,
  schedule: StoredSchedule,
  type: SessionType,
  start: Date,
  notes: string,
  now: Date,
): StoredBooking {
  return {
    _id: randomUUID(),
    studentId: student.id,
    studentName: student.name,
    studentTimeZone,
    advisorId: schedule._id,
    advisorName: schedule.name,
    advisorTimeZone: schedule.timeZone,
    typeId: type.id,
    typeName: type.name,
    durationMinutes: type.durationMinutes,
    bufferBeforeMinutes: type.bufferBeforeMinutes,
    bufferAfterMinutes: type.bufferAfterMinutes,
    start,
    end: new Date(start.getTime() + type.durationMinutes * MINUTE_MS),
    status: type.requiresConfirmation ? 'pending' : 'confirmed',
    notes,
    meetingUrl: schedule.meetingUrl,
    createdAt: now,
    canceledAt: null,
    canceledBy: null,
    lateCancel: false,
    rescheduledFrom: null,
    rescheduledTo: null,
    claimIds: [],
  };
}
