import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const CATALOG_STATE_MODEL = 'CatalogState';
export const CATALOG_CACHE_MODEL = 'CatalogCache';
/** The one state document of the catalogue. */
export const CATALOG_STATE_ID = 'catalog';

/**
 * The catalogue's version: every write to `courses` replaces it (after the write), so every API
 * instance, polling this one document by id, knows when its in-memory catalogue is stale.
 */
@Schema({ collection: 'catalog_state', timestamps: true, versionKey: false })
export class CatalogState {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  version!: string;
}

/**
 * One part of the serialised in-memory catalogue of a version (`_id` = `<version>:<part>`, the
 * manifest is part `manifest`). A few large strings load in a fraction of a second where reading
 * the programs one document at a time takes FerretDB v1 about a millisecond each.
 */
@Schema({ collection: 'catalog_cache', versionKey: false })
export class CatalogCachePart {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  version!: string;

  /** The manifest: how many parts follow. */
  @Prop({ type: Number })
  parts?: number;

  /** A part: a JSON array of course summaries. */
  @Prop({ type: String })
  json?: string;
}

export const CatalogStateSchema = SchemaFactory.createForClass(CatalogState);
export const CatalogCachePartSchema = SchemaFactory.createForClass(CatalogCachePart);
