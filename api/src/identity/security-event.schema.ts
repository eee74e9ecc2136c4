import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const SECURITY_EVENT_MODEL = 'SecurityEvent';

export const SECURITY_EVENT_TYPES = [
  'login_failed',
  'account_locked',
  'login_while_locked',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** A failed login or a lockout, kept for the super-admin security alerts (spec §6). */
@Schema({ collection: 'security_events', versionKey: false })
export class SecurityEventEntity {
  @Prop({ type: String, enum: SECURITY_EVENT_TYPES, required: true })
  type!: SecurityEventType;

  @Prop({ required: true })
  email!: string;

  @Prop()
  sub?: string;

  @Prop()
  ip?: string;

  @Prop()
  userAgent?: string;

  @Prop({ required: true })
  at!: Date;
}

export const SecurityEventSchema = SchemaFactory.createForClass(SecurityEventEntity);
