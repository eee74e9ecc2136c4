import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { GRID_CHANGE_MODEL, GridChangeSchema } from './change-log.schema';
import { GridChangeLog } from './grid-change-log';

/**
 * What every admin grid's read model needs: the change feed. A feature imports this module,
 * extends `AdminReadModel` for its collection, and calls `changed(ids)` after each write.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: GRID_CHANGE_MODEL, schema: GridChangeSchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
  ],
  providers: [GridChangeLog],
  exports: [GridChangeLog],
})
export class AdminGridModule {}
