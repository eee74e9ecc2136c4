import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const COURSE_REVISION_CLAIM_MODEL = 'CourseRevisionClaim';

/**
 * The claim of one revision of a course (`_id` = `<courseId>@<revision>`): an edit of revision n
 * inserts `@<n + 1>` before it writes, and a unique-`_id` insert is the one atomic write on the
 * embedded engine, so of two admins saving over the same revision exactly one wins.
 */
@Schema({ collection: 'course_revision_claims', versionKey: false })
export class CourseRevisionClaim {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  actorId!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const CourseRevisionClaimSchema = SchemaFactory.createForClass(CourseRevisionClaim);
