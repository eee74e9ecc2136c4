import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const DOCUMENT_STREAM_ENTRY_MODEL = 'DocumentStreamEntry';

/**
 * One entry of the numbered streams that make an application's checklist readable by `_id`
 * alone (DESIGN.md decision 10), `_id` = `<stream>:<n>`, appended once and never updated:
 * - `items:<applicationId>`: the items advisors added (`label`), item n keyed `custom-<n>`;
 * - `versions:<applicationId>:<itemKey>`: the item's uploads in order (`versionId`), entry n
 *   being version n.
 */
@Schema({ collection: 'document_streams', versionKey: false })
export class DocumentStreamEntry {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String })
  label?: string;

  @Prop({ type: String })
  versionId?: string;

  @Prop({ type: String })
  actorId?: string;

  @Prop({ type: Date })
  at?: Date;
}

export const DocumentStreamEntrySchema = SchemaFactory.createForClass(DocumentStreamEntry);
