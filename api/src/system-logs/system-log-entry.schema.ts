import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { LOG_LEVELS, type LogLevel } from '../../../shared/admin/system-logs';

export const SYSTEM_LOG_ENTRY_MODEL = 'SystemLogEntry';
export const SYSTEM_LOG_DAY_MODEL = 'SystemLogDay';

/**
 * One system log entry (spec §3), in a numbered stream per UTC day: `_id` = `<day>:<seq>`, so a
 * day is read by `_id` lookups alone (DESIGN.md decision 10).
 */
@Schema({ collection: 'system_logs', versionKey: false })
export class SystemLogEntryDoc {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, enum: LOG_LEVELS, required: true })
  level!: LogLevel;

  @Prop({ type: String, default: '' })
  message!: string;

  @Prop({ type: Date, required: true })
  at!: Date;

  @Prop({ type: String, default: '' })
  user!: string;

  @Prop({ type: String, default: '' })
  ip!: string;

  @Prop({ type: String, default: '' })
  action!: string;

  @Prop({ type: String, default: '' })
  module!: string;

  @Prop({ type: String, default: '' })
  details!: string;
}

export const SystemLogEntrySchema = SchemaFactory.createForClass(SystemLogEntryDoc);

/**
 * A day that has entries (`_id` = the day): the retention job finds old days here, and
 * `clearedThrough` is the last entry number a clear removed, where readers start.
 */
@Schema({ collection: 'system_log_days', versionKey: false })
export class SystemLogDay {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, default: 0 })
  clearedThrough!: number;
}

export const SystemLogDaySchema = SchemaFactory.createForClass(SystemLogDay);
