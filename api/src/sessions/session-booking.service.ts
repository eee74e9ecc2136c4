/**
 * Booking and moving consultation sessions (issue 15 item 1). A start is bookable when slot
 * generation offers it against the advisor's current bookings; it is then held by the unique-`_id`
 * inserts of SlotReservations, which decide every race on any number of instances. A reschedule
 * holds the new time first and only then lets the old one go, so a student never ends with
 * neither.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type SessionType } from '../../../shared/sessions/advisor-schedule';
import {
  type BookSession,
  isLateCancellation,
  type SessionView,
  type SlotList,
  type SlotQuery,
} from '../../../shared/sessions/session-booking';
import { SESSION_MESSAGES } from '../../../shared/sessions/session-messages';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { type StoredSchedule } from './advisor-schedule.repository';
import { SessionAdvisorDirectory } from './session-advisor-directory';
import { SessionBookingRepository, type StoredBooking } from './session-booking.repository';
import { SessionGuards } from './session-guards';
import { SessionIndex } from './session-index';
import { heldBy, toSessionView } from './session-mapper';
import { generateSlots, type Interval, occupiedBy } from './slot-generation';
import { SlotReservations } from './slot-reservations';
import { newBooking, type Student } from './new-booking';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Reminders before a session (notification type `reminder`), sent by SessionReminderJob. */
export const REMINDER_LEADS = [
  { lead: '24h', beforeMs: DAY_MS },
  { lead: '1h', beforeMs: HOUR_MS },
] as const;

export type { Student } from './new-booking';

export const studentOf = (principal: Principal): Student => ({
  id: principal.sub,
  name: principal.name || principal.email,
});

@Injectable()
export class SessionBookingService {
  constructor(
    private readonly directory: SessionAdvisorDirectory,
    private readonly bookings: SessionBookingRepository,
    private readonly reservations: SlotReservations,
    private readonly index: SessionIndex,
    private readonly guards: SessionGuards,
  ) {}

  async slots(query: SlotQuery, now = new Date()): Promise<SlotList> {
    const { schedule, type } = await this.offered(query.advisorId, query.typeId);
    const from = new Date(query.from);
    const to = new Date(query.to);
    const busy = await this.busy(schedule._id, from, to);
    return {
      advisorTimeZone: schedule.timeZone,
      slots: generateSlots({ ...schedule, type, from, to, now, busy }),
    };
  }

  async book(student: Student, input: BookSession, now = new Date()): Promise<SessionView> {
    const { schedule, type } = await this.offered(input.advisorId, input.typeId);
    const start = new Date(input.start);
    await this.ensureOffered(schedule, type, start, now);
    const booking = newBooking(student, input.timeZone, schedule, type, start, input.notes, now);
    await this.hold(booking, type);
    return toSessionView(booking);
  }

  /** Moves the student's session to `start` (a new booking), then releases the old time. */
  reschedule(
    studentId: string,
    id: string,
    input: { start: string; acceptLateFee: boolean },
    now = new Date(),
  ): Promise<SessionView> {
    return this.guards.serialised(id, async () => {
      const old = await this.guards.ownBooking(studentId, id);
      this.guards.ensureChangeable(old, now, input.acceptLateFee);
      return toSessionView(await this.move(old, new Date(input.start), 'student', now));
    });
  }

  /**
   * Moves a booking to `start` as a new booking holding the new time, then cancels the old one
   * (pointing to the new) and releases what only it held. Callers check who may move it and
   * serialise changes of the booking.
   */
  async move(
    old: StoredBooking,
    start: Date,
    by: 'student' | 'advisor',
    now: Date,
    movedId: string = randomUUID(),
  ): Promise<StoredBooking> {
    if (start.getTime() === old.start.getTime()) {
      throw new ApiException(400, SESSION_MESSAGES.sameTime);
    }
    const { schedule, type } = await this.offered(old.advisorId, old.typeId);
    await this.ensureOffered(schedule, type, start, now, old._id);
    const student = { id: old.studentId, name: old.studentName };
    const moved = {
      ...newBooking(student, old.studentTimeZone, schedule, type, start, old.notes, now),
      _id: movedId,
      rescheduledFrom: old._id,
      // The advisor chose the new time: it needs no confirmation of theirs.
      ...(by === 'advisor' ? { status: 'confirmed' as const } : {}),
    };
    await this.hold(moved, type, new Set(old.claimIds));
    await this.retire(old, moved, by, now);
    return moved;
  }

  /**
   * An advisor's move of `old` to `start` as booking `movedId`, finished from wherever a process
   * that died making it stopped: once the new booking is stored, only the old one's retirement
   * may be missing.
   */
  async resumeMove(
    old: StoredBooking,
    start: Date,
    movedId: string,
    now: Date,
  ): Promise<StoredBooking> {
    const stored = await this.bookings.find(movedId);
    if (!stored) return this.move(old, start, 'advisor', now, movedId);
    if (old.rescheduledTo !== movedId) await this.retire(old, stored, 'advisor', now);
    return stored;
  }

  /** Cancels the moved-away booking, pointing to the new one, and lets its own time go. */
  private async retire(
    old: StoredBooking,
    moved: StoredBooking,
    by: 'student' | 'advisor',
    now: Date,
  ): Promise<void> {
    await this.bookings.update(old._id, {
      status: 'canceled',
      canceledAt: now,
      canceledBy: by,
      // The fee (spec §9) is the student's: an advisor moving a session never incurs it.
      lateCancel: by === 'student' && isLateCancellation(old.start, now),
      rescheduledTo: moved._id,
      claimIds: [],
    });
    const kept = new Set(moved.claimIds);
    await this.reservations.releaseHeldBy(
      old.claimIds.filter((claim) => !kept.has(claim)),
      old._id,
    );
  }

  private async offered(advisorId: string, typeId: string) {
    const schedule = await this.directory.bookable(advisorId);
    if (!schedule) throw new ApiException(404, SESSION_MESSAGES.advisorNotFound);
    const type = schedule.types.find((candidate) => candidate.id === typeId);
    if (!type) throw new ApiException(404, SESSION_MESSAGES.sessionTypeNotFound);
    return { schedule, type };
  }

  /** What the advisor's live bookings hold around [from, to), less the one being moved. */
  private async busy(
    advisorId: string,
    from: Date,
    to: Date,
    moving?: string,
  ): Promise<Interval[]> {
    // Buffers reach at most hours beyond a start: a day either side covers them.
    const ids = await this.index.advisorBookings(
      advisorId,
      new Date(from.getTime() - DAY_MS),
      new Date(to.getTime() + DAY_MS),
    );
    const live = (await this.bookings.findMany(ids)).filter(
      (booking) => booking.status !== 'canceled' && booking._id !== moving,
    );
    return live.map(heldBy);
  }

  private async ensureOffered(
    schedule: StoredSchedule,
    type: SessionType,
    start: Date,
    now: Date,
    moving?: string,
  ): Promise<void> {
    const to = new Date(start.getTime() + 1);
    const busy = await this.busy(schedule._id, start, to, moving);
    const slots = generateSlots({ ...schedule, type, from: start, to, now, busy });
    if (slots.length === 0) throw new ApiException(409, SESSION_MESSAGES.slotUnavailable);
  }

  /**
   * Holds the booking's time, then stores it where its lists and reminders find it. Losing the
   * hold answers 409; a failure after it lets the time go again.
   */
  private async hold(
    booking: StoredBooking,
    type: SessionType,
    inherited?: ReadonlySet<string>,
  ): Promise<string[]> {
    const start = booking.start.getTime();
    const held = occupiedBy(start, type);
    const claimIds = await this.reservations.reserve(
      booking.advisorId,
      start,
      held,
      booking._id,
      inherited,
    );
    if (!claimIds) throw new ApiException(409, SESSION_MESSAGES.slotTaken);
    booking.claimIds = claimIds;
    try {
      await this.bookings.insert(booking);
      await this.index.addBooking({ ...booking, id: booking._id });
      for (const { lead, beforeMs } of REMINDER_LEADS) {
        const dueAt = new Date(start - beforeMs);
        if (dueAt > booking.createdAt) {
          await this.index.addReminder({ bookingId: booking._id, lead, dueAt });
        }
      }
    } catch (error) {
      await this.bookings
        .update(booking._id, { status: 'canceled', claimIds: [] })
        .catch(() => undefined);
      await this.reservations.release(claimIds.filter((claim) => !inherited?.has(claim)));
      throw error;
    }
    return claimIds;
  }
}
