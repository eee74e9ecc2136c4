import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const COURSE_FAVOURITE_ENTRY_MODEL = 'CourseFavouriteEntry';

/**
 * One change of one student's favourite of a course (`_id` = `<courseId>:<n>`, a numbered stream
 * per course): who, whether the favourite is live after it, and the favourite's sync revision, so
 * entries of two instances appended out of order still fold to the latest state.
 */
@Schema({ collection: 'course_favourite_entries', versionKey: false })
export class CourseFavouriteEntry {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  userId!: string;

  @Prop({ type: Boolean, required: true })
  live!: boolean;

  @Prop({ type: Number, required: true })
  revision!: number;
}

export const CourseFavouriteEntrySchema = SchemaFactory.createForClass(CourseFavouriteEntry);
