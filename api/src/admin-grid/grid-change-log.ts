import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import { GRID_CHANGE_MODEL, GridChange } from './change-log.schema';

/** More ids than this in one write are recorded as "reload everything". */
const MAX_LISTED_IDS = 5_000;

/** What changed in a grid's collection since a point of its change feed. */
export interface GridChanges {
  /** The feed's number the reader has now seen up to. */
  seq: number;
  ids: Set<string>;
  all: boolean;
}

/** The change feed of every admin grid's collection: one numbered stream per grid. */
@Injectable()
export class GridChangeLog {
  private readonly stream: NumberedStream<GridChange>;

  constructor(
    @InjectModel(GRID_CHANGE_MODEL) changes: Model<GridChange>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
  ) {
    this.stream = new NumberedStream(changes, heads);
  }

  /** Records that `ids` of `grid`'s collection changed; call after the write has completed. */
  async record(grid: string, ids: readonly string[] | 'all'): Promise<number> {
    const all = ids === 'all' || ids.length > MAX_LISTED_IDS;
    return this.stream.append(grid, {
      ids: all ? [] : [...new Set(ids)],
      all: all || undefined,
      at: new Date(),
    });
  }

  last(grid: string): Promise<number> {
    return this.stream.last(grid);
  }

  async since(grid: string, seq: number): Promise<GridChanges> {
    const entries = await this.stream.readAfter(grid, seq);
    const ids = new Set(entries.flatMap((entry) => entry.ids));
    return {
      seq: entries.length > 0 ? entries[entries.length - 1]!.seq : seq,
      ids,
      all: entries.some((entry) => entry.all),
    };
  }
}
