import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '../../../shared/applications/application-status';

export const APPLICATION_MODEL = 'Application';

/**
 * One student's application to one programme, `_id` = `<studentId>:<courseId>`: the unique `_id`
 * is what keeps it to one per student and programme, however many clicks or devices create it.
 * Its status changes only under a revision claim (application.repository.ts).
 */
@Schema({ collection: 'applications', versionKey: false })
export class ApplicationRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  studentId!: string;

  @Prop({ type: String, required: true })
  studentName!: string;

  @Prop({ type: String, required: true })
  studentEmail!: string;

  @Prop({ type: String, required: true })
  courseId!: string;

  /** The programme's title when the student applied (a later rename keeps the history readable). */
  @Prop({ type: String, required: true })
  courseTitle!: string;

  @Prop({ type: String, required: true, enum: APPLICATION_STATUSES })
  status!: ApplicationStatus;

  @Prop({ type: Number, required: true })
  revision!: number;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date, required: true })
  updatedAt!: Date;
}

export const ApplicationSchema = SchemaFactory.createForClass(ApplicationRecord);
