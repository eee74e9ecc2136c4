import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { type SessionStatus } from '../../../shared/sessions/session-booking';

/** One booked session (`_id` = a random id), with what was true when it was booked. */
export interface StoredBooking {
  _id: string;
  studentId: string;
  studentName: string;
  studentTimeZone: string;
  advisorId: string;
  advisorName: string;
  advisorTimeZone: string;
  typeId: string;
  typeName: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  start: Date;
  end: Date;
  status: SessionStatus;
  notes: string;
  meetingUrl: string;
  createdAt: Date;
  canceledAt: Date | null;
  canceledBy: 'student' | 'advisor' | null;
  lateCancel: boolean;
  rescheduledFrom: string | null;
  rescheduledTo: string | null;
  /** The reservations holding the advisor's time (slot-reservations.ts), released on cancel. */
  claimIds: string[];
}

export type BookingChange = Partial<
  Pick<
    StoredBooking,
    'status' | 'notes' | 'canceledAt' | 'canceledBy' | 'lateCancel' | 'rescheduledTo' | 'claimIds'
  >
>;

/** Bookings by `_id`; the lists that find them are the session index's streams. */
@Injectable()
export class SessionBookingRepository {
  private readonly bookings: Collection<StoredBooking>;

  constructor(@InjectConnection() connection: Connection) {
    this.bookings = connection.collection<StoredBooking>('session_bookings');
  }

  async insert(booking: StoredBooking): Promise<void> {
    await this.bookings.insertOne(booking);
  }

  find(id: string): Promise<StoredBooking | null> {
    return this.bookings.findOne({ _id: id });
  }

  async findMany(ids: readonly string[]): Promise<StoredBooking[]> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.find(id)));
    return found.filter((booking): booking is StoredBooking => booking !== null);
  }

  /** Sets fields of one booking; callers serialise changes of a booking (SessionBookingService). */
  async update(id: string, change: BookingChange): Promise<void> {
    await this.bookings.updateOne({ _id: id }, { $set: change });
  }
}
