/**
 * The streams that list bookings by `_id` (session-index-entry.schema.ts): per student, per
 * advisor and UTC day of the start, and per UTC hour a reminder falls due in.
 */
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import { SESSION_INDEX_ENTRY_MODEL, SessionIndexEntry } from './session-index-entry.schema';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

export type ReminderLead = '24h' | '1h';

export interface DueReminder {
  bookingId: string;
  lead: ReminderLead;
  dueAt: Date;
}

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const utcHour = (at: number) => new Date(at).toISOString().slice(0, 13);

@Injectable()
export class SessionIndex {
  private readonly stream: NumberedStream<SessionIndexEntry>;

  constructor(
    @InjectModel(SESSION_INDEX_ENTRY_MODEL) entries: Model<SessionIndexEntry>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
  ) {
    this.stream = new NumberedStream(entries, heads);
  }

  async addBooking(booking: {
    id: string;
    studentId: string;
    advisorId: string;
    start: Date;
  }): Promise<void> {
    await Promise.all([
      this.stream.append(`student:${booking.studentId}`, { bookingId: booking.id }),
      this.stream.append(`advisor:${booking.advisorId}:${utcDay(booking.start.getTime())}`, {
        bookingId: booking.id,
      }),
    ]);
  }

  async addReminder(reminder: DueReminder): Promise<void> {
    await this.stream.append(`reminder:${utcHour(reminder.dueAt.getTime())}`, reminder);
  }

  /** The student's booking ids, oldest booking first. */
  async studentBookings(studentId: string): Promise<string[]> {
    return (await this.stream.readAfter(`student:${studentId}`, 0)).map((entry) => entry.bookingId);
  }

  /** The advisor's booking ids whose start falls on a UTC day touching [from, to]. */
  async advisorBookings(advisorId: string, from: Date, to: Date): Promise<string[]> {
    const days: string[] = [];
    for (let at = Date.parse(utcDay(from.getTime())); at <= to.getTime(); at += DAY_MS) {
      days.push(utcDay(at));
    }
    const entries = await Promise.all(
      days.map((day) => this.stream.readAfter(`advisor:${advisorId}:${day}`, 0)),
    );
    return entries.flat().map((entry) => entry.bookingId);
  }

  /** Reminders falling due in the UTC hours touching [from, to]. */
  async remindersDue(from: Date, to: Date): Promise<DueReminder[]> {
    const hours: string[] = [];
    for (
      let at = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS;
      at <= to.getTime();
      at += HOUR_MS
    ) {
      hours.push(utcHour(at));
    }
    const entries = await Promise.all(
      hours.map((hour) => this.stream.readAfter(`reminder:${hour}`, 0)),
    );
    return entries.flat().flatMap((entry) =>
      entry.lead && entry.dueAt
        ? [
            {
              bookingId: entry.bookingId,
              lead: entry.lead as ReminderLead,
              dueAt: new Date(entry.dueAt),
            },
          ]
        : [],
    );
  }
}
