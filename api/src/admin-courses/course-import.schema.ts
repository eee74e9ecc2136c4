import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const COURSE_IMPORT_MODEL = 'CourseImport';
export const COURSE_IMPORT_ROW_MODEL = 'CourseImportRow';

/**
 * One import being applied (`_id` = the import id). While its state is `applying` the courses may
 * hold part of it; an instance that finds one at start (its writer died) rolls it back from the
 * staged rows, so an import is in the catalogue entirely or not at all.
 */
@Schema({ collection: 'course_imports', versionKey: false })
export class CourseImport {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: ['applying', 'applied', 'rolled-back'] })
  state!: 'applying' | 'applied' | 'rolled-back';

  @Prop({ type: Number, required: true })
  rows!: number;

  @Prop({ type: Date, required: true })
  at!: Date;
}

/**
 * A staged row of an import (`_id` = `<importId>:<n>`): the course's state before (null when the
 * import creates it) and after, written before any course is touched.
 */
@Schema({ collection: 'course_import_rows', versionKey: false })
export class CourseImportRow {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  courseId!: string;

  @Prop({ type: Object, default: null })
  before!: Record<string, unknown> | null;

  @Prop({ type: Object, required: true })
  after!: Record<string, unknown>;
}

export const CourseImportSchema = SchemaFactory.createForClass(CourseImport);
export const CourseImportRowSchema = SchemaFactory.createForClass(CourseImportRow);
