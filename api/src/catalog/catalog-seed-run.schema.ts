import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const CATALOG_SEED_RUN_MODEL = 'CatalogSeedRun';
/** The one record of the sample catalogue's seeding. */
export const COURSES_SEED_RUN_ID = 'courses';

/**
 * What the catalogue seed has done: how many programs of which seed it completed, and the month
 * their dates were planned from. Read by id (fast on any database), it lets a restart skip the
 * seed without scanning the catalogue, and keeps a later, larger seed consistent with the first.
 */
@Schema({ collection: 'catalog_seed_runs', timestamps: true, versionKey: false })
export class CatalogSeedRun {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  seed!: number;

  @Prop({ required: true, min: 0 })
  programCount!: number;

  @Prop({ required: true, type: Date })
  referenceDate!: Date;
}

export const CatalogSeedRunSchema = SchemaFactory.createForClass(CatalogSeedRun);
