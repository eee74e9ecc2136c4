import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const SECURITY_ALERT_EVENT_MODEL = 'SecurityAlertEvent';
export const SECURITY_ALERT_FEED_MODEL = 'SecurityAlertFeedEntry';
export const SECURITY_ALERT_LINK_MODEL = 'SecurityAlertAuditLink';

/**
 * One event counted towards an alert, in a numbered stream per `<kind>:<subject>:<window>`
 * (`_id` = `<stream>:<seq>`): the numbers are claimed by unique-`_id` inserts, so the count of a
 * burst is its last number, on every instance, without an `$inc` (DESIGN.md decision 10).
 */
@Schema({ collection: 'security_alert_events', versionKey: false })
export class SecurityAlertEvent {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: Date, required: true })
  at!: Date;

  /** What the request told about itself: address, user agent, e-mail, key id, route. */
  @Prop({ type: Object, default: {} })
  detail!: Record<string, string>;
}

/** The raised alerts in the order they were raised (one stream, `all`): the list pages by `_id`. */
@Schema({ collection: 'security_alert_feed', versionKey: false })
export class SecurityAlertFeedEntry {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  alertId!: string;
}

/** An audit log entry related to an alert, in a numbered stream per alert. */
@Schema({ collection: 'security_alert_audit_links', versionKey: false })
export class SecurityAlertAuditLink {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  auditEntryId!: string;
}

export const SecurityAlertEventSchema = SchemaFactory.createForClass(SecurityAlertEvent);
export const SecurityAlertFeedEntrySchema = SchemaFactory.createForClass(SecurityAlertFeedEntry);
export const SecurityAlertAuditLinkSchema = SchemaFactory.createForClass(SecurityAlertAuditLink);
