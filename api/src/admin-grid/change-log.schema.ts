import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const GRID_CHANGE_MODEL = 'GridChange';

/**
 * One write to a collection an admin grid lists (`_id` = `<grid>:<seq>`, a numbered stream per
 * grid): the ids it changed, so every instance re-reads just those documents by `_id`.
 */
@Schema({ collection: 'admin_grid_changes', versionKey: false })
export class GridChange {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  /** The changed documents' ids; empty with `all` when too many changed to list. */
  @Prop({ type: [String], required: true })
  ids!: string[];

  /** Everything may have changed (an import, a bulk write of many rows): reload the whole list. */
  @Prop({ type: Boolean })
  all?: boolean;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const GridChangeSchema = SchemaFactory.createForClass(GridChange);
