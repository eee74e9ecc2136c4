import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type AuditAction } from '../../../shared/admin/audit';

export const AUDIT_ENTRY_MODEL = 'AuditEntry';

/**
 * One admin action (issue 13 item 9), in a numbered stream per UTC day: `_id` = `<day>:<seq>`
 * (e.g. `2025-03-14:17`), so a day is read by `_id` lookups alone (DESIGN.md decision 10).
 */
@Schema({ collection: 'audit_log', versionKey: false })
export class AuditEntry {
  @Prop({ type: String, required: true })
  _id!: string;

  /** The UTC day, YYYY-MM-DD. */
  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: String, required: true })
  actorId!: string;

  @Prop({ type: String, required: true })
  actorEmail!: string;

  @Prop({ type: String, required: true })
  action!: AuditAction;

  @Prop({ type: String, required: true })
  resourceType!: string;

  /** The resource's id (a bulk action names its selection here and lists the ids in `after`). */
  @Prop({ type: String, required: true })
  resourceId!: string;

  /** The resource as it was (fields that matter), or null when it did not exist. */
  @Prop({ type: Object, default: null })
  before!: Record<string, unknown> | null;

  /** The resource as it is now, or null when it no longer exists. */
  @Prop({ type: Object, default: null })
  after!: Record<string, unknown> | null;

  @Prop({ type: String, default: '' })
  ip!: string;
}

export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntry);
