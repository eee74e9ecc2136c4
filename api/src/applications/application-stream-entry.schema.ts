import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type DocumentEvent } from '../../../shared/applications/application';

export const APPLICATION_STREAM_ENTRY_MODEL = 'ApplicationStreamEntry';

/**
 * One entry of the numbered streams that list applications and their history by `_id` alone
 * (DESIGN.md decision 10), `_id` = `<stream>:<n>`, appended once and never updated:
 * - `student:<userId>`: the student's applications, in the order they were made;
 * - `timeline:<applicationId>`: its status changes (`from`, `to`, `reason`) and advisors'
 *   notes (`text`, `visibility`), and its documents' events (`documentEvent`, `itemKey`,
 *   `itemLabel`, `reason`), each with who made it and when.
 */
@Schema({ collection: 'application_streams', versionKey: false })
export class ApplicationStreamEntry {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String })
  applicationId?: string;

  @Prop({ type: String })
  kind?: 'status' | 'note' | 'document';

  /** A document entry's event (asked for, uploaded, approved, rejected) and checklist item. */
  @Prop({ type: String })
  documentEvent?: DocumentEvent;

  @Prop({ type: String })
  itemKey?: string;

  @Prop({ type: String })
  itemLabel?: string | null;

  @Prop({ type: String })
  from?: string | null;

  @Prop({ type: String })
  to?: string;

  /** A status change's revision: whoever finishes a half-made change finds it written. */
  @Prop({ type: Number })
  revision?: number;

  @Prop({ type: String })
  reason?: string;

  @Prop({ type: String })
  text?: string;

  @Prop({ type: String })
  visibility?: 'student' | 'internal';

  @Prop({ type: String })
  actorKind?: 'student' | 'advisor';

  @Prop({ type: String })
  actorId?: string;

  @Prop({ type: String })
  actorName?: string;

  @Prop({ type: Date })
  at?: Date;
}

export const ApplicationStreamEntrySchema = SchemaFactory.createForClass(ApplicationStreamEntry);
