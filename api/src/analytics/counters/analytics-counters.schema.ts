import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type StoredCount } from './day-counts';

export const ANALYTICS_COUNTERS_MODEL = 'AnalyticsCounters';
export const ANALYTICS_DAY_INSTANCE_MODEL = 'AnalyticsDayInstance';
export const ANALYTICS_BATCH_MODEL = 'AnalyticsBatch';

/**
 * One API process's counters of one UTC day: `_id` = `<day>:<instance>`. Only the process that
 * owns `instance` (a random id per start) writes it, one write at a time, each carrying all its
 * counts so far, so no update is lost although none is atomic on the embedded engine (DESIGN.md
 * decision 10). A day's figures are the sum over its instances.
 */
@Schema({ collection: 'analytics_counters', versionKey: false })
export class AnalyticsCounters {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  day!: string;

  @Prop({ type: String, required: true })
  instance!: string;

  @Prop({ type: [Object], required: true })
  counts!: StoredCount[];

  @Prop({ type: Date, required: true })
  updatedAt!: Date;
}
export const AnalyticsCountersSchema = SchemaFactory.createForClass(AnalyticsCounters);

/**
 * The instances that counted something on a day, as a numbered stream per day (`<day>:<n>`):
 * a reader finds a day's counter documents by `_id` alone.
 */
@Schema({ collection: 'analytics_day_instances', versionKey: false })
export class AnalyticsDayInstance {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  instance!: string;
}
export const AnalyticsDayInstanceSchema = SchemaFactory.createForClass(AnalyticsDayInstance);

/** A batch already counted (`_id` = its client-made id): the claim that makes a re-send count once. */
@Schema({ collection: 'analytics_batches', versionKey: false })
export class AnalyticsBatchClaim {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}
export const AnalyticsBatchClaimSchema = SchemaFactory.createForClass(AnalyticsBatchClaim);
