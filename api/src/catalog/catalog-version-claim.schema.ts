import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const CATALOG_VERSION_CLAIM_MODEL = 'CatalogVersionClaim';

/**
 * The claim of the version that follows another (`_id` = `after:<version>`): a unique-`_id`
 * insert, so of the writers patching the same version only one succeeds and every published
 * version is derived from its predecessor (no edit of another instance is lost).
 */
@Schema({ collection: 'catalog_version_claims', versionKey: false })
export class CatalogVersionClaim {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  next!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const CatalogVersionClaimSchema = SchemaFactory.createForClass(CatalogVersionClaim);
