import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const QUEUED_REPLY_MAIL_MODEL = 'QueuedReplyMail';
/** The one stream of the queue (`_id` = `advisor-replies:<n>`). */
export const REPLY_MAIL_STREAM = 'advisor-replies';

/**
 * An advisor's reply to a visitor, due to be mailed at `dueAt` unless read by then
 * (AdvisorReplyMailQueue). Appended once when the reply is stored, never updated.
 */
@Schema({ collection: 'conversation_reply_mail_queue', versionKey: false })
export class QueuedReplyMail {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  /** The entry's number in the queue. */
  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  conversationId!: string;

  /** The reply's number in its conversation. */
  @Prop({ type: Number, required: true })
  messageSeq!: number;

  @Prop({ type: Date, required: true })
  dueAt!: Date;
}

export const QueuedReplyMailSchema = SchemaFactory.createForClass(QueuedReplyMail);
