import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const APPLICATION_REVISION_MODEL = 'ApplicationRevision';

/**
 * The claim of one revision of one application, `_id` = `<applicationId>@<revision>`: no update
 * is atomic on the embedded engine (DESIGN.md decision 10), so of two status changes made from
 * the same revision, on any instance, only the one whose insert lands makes its change.
 */
@Schema({ collection: 'application_revisions', versionKey: false })
export class ApplicationRevision {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  by!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const ApplicationRevisionSchema = SchemaFactory.createForClass(ApplicationRevision);
