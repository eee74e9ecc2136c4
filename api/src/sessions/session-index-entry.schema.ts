import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const SESSION_INDEX_ENTRY_MODEL = 'SessionIndexEntry';

/**
 * One booking in one of the numbered streams that find sessions by `_id` alone (DESIGN.md
 * decision 10), `_id` = `<stream>:<n>`:
 * - `student:<userId>`: a student's bookings (their upcoming and past lists);
 * - `advisor:<advisorId>:<UTC day>`: an advisor's bookings starting that day (slots, calendar);
 * - `reminder:<UTC hour>`: reminders falling due in that hour (`lead` and `dueAt` set).
 * Appended once, never updated: a booking's status lives in the booking itself.
 */
@Schema({ collection: 'session_index', versionKey: false })
export class SessionIndexEntry {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  bookingId!: string;

  @Prop({ type: String })
  lead?: string;

  @Prop({ type: Date })
  dueAt?: Date;
}

export const SessionIndexEntrySchema = SchemaFactory.createForClass(SessionIndexEntry);
