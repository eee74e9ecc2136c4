import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  type AssistantMessage,
  type AssistantReply,
} from '../../../shared/assistant/assistant-contract';
import { type AttachmentRef } from '../../../shared/conversations/attachments';
import { type MessageSide } from '../../../shared/conversations/conversation';

export const CONVERSATION_MESSAGE_MODEL = 'ConversationMessage';

/**
 * One message of a conversation, in the conversation's numbered stream: `_id` =
 * `<conversationId>:<seq>`, so a thread is read by `_id` lookups alone (DESIGN.md decision 10).
 * Never updated: messages are append-only.
 */
@Schema({ collection: 'conversation_messages', versionKey: false })
export class ConversationMessageEntry {
  @Prop({ type: String, required: true })
  _id!: string;

  /** The conversation id. */
  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  clientId!: string;

  @Prop({ type: String, required: true })
  side!: MessageSide;

  @Prop({ type: String, default: '' })
  text!: string;

  @Prop({ type: String })
  choice?: string;

  /** The user who wrote it (advisors; signed-in students). */
  @Prop({ type: String })
  authorId?: string;

  @Prop({ type: Object })
  reply?: AssistantReply;

  @Prop({ type: Object })
  notice?: AssistantMessage;

  /** The files sent with it (uploaded beforehand; ConversationAttachmentsService). */
  @Prop({ type: [Object], default: undefined })
  attachments?: AttachmentRef[];

  @Prop({ type: Date, required: true })
  sentAt!: Date;
}

export const ConversationMessageSchema = SchemaFactory.createForClass(ConversationMessageEntry);
