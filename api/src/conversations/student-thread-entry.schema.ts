import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const STUDENT_THREAD_ENTRY_MODEL = 'StudentThreadEntry';

/**
 * One conversation of a student, in the student's numbered stream (`_id` = `<userId>:<n>`): the
 * per-user index their messages page lists by `_id` lookups alone (DESIGN.md decision 10).
 * Appended once when the conversation is created, never updated.
 */
@Schema({ collection: 'student_conversation_index', versionKey: false })
export class StudentThreadEntry {
  @Prop({ type: String, required: true })
  _id!: string;

  /** The student's user id. */
  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  conversationId!: string;
}

export const StudentThreadEntrySchema = SchemaFactory.createForClass(StudentThreadEntry);
