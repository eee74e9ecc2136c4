import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { RealtimeModule } from '../realtime/realtime.module';
import {
  COURSE_FAVOURITE_ENTRY_MODEL,
  CourseFavouriteEntrySchema,
} from './course-favourite-entry.schema';
import { CourseFavourites } from './course-favourites';
import { SyncAccountDataService } from './sync-account-data.service';
import { SyncController } from './sync.controller';
import { SyncRepository } from './sync.repository';
import { SyncService } from './sync.service';

/** Local-first sync of each user's favourites, profile and settings with RxDB (issue 11). */
@Module({
  imports: [
    RealtimeModule,
    MongooseModule.forFeature([
      { name: COURSE_FAVOURITE_ENTRY_MODEL, schema: CourseFavouriteEntrySchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
  ],
  controllers: [SyncController],
  providers: [SyncService, SyncRepository, SyncAccountDataService, CourseFavourites],
  exports: [SyncAccountDataService, SyncRepository, CourseFavourites],
})
export class SyncModule {}
