import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const API_KEY_REGISTRY_MODEL = 'ApiKeyRegistryEntry';

/** The registry's one stream: every key ever created, in order. */
export const API_KEY_REGISTRY_STREAM = 'keys';

/**
 * One created key, in a numbered stream (`_id` = `keys:<seq>`): the key list is read by `_id`
 * lookups alone (DESIGN.md decision 10) instead of scanning `api_keys`.
 */
@Schema({ collection: 'api_key_registry', versionKey: false })
export class ApiKeyRegistryEntry {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  keyId!: string;
}

export const ApiKeyRegistryEntrySchema = SchemaFactory.createForClass(ApiKeyRegistryEntry);
