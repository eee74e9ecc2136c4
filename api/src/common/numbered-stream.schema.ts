import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const STREAM_HEAD_MODEL = 'StreamHead';

/**
 * The highest entry number a numbered stream is known to have reached (`_id` =
 * `<collection>/<stream>`). A hint only: updates are not atomic on the embedded engine, so it may
 * lag behind; readers and writers probe forward from it to the real end.
 */
@Schema({ collection: 'stream_heads', versionKey: false })
export class StreamHead {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, required: true })
  seq!: number;
}

export const StreamHeadSchema = SchemaFactory.createForClass(StreamHead);
