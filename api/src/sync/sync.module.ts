import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module';
import { SyncAccountDataService } from './sync-account-data.service';
import { SyncController } from './sync.controller';
import { SyncRepository } from './sync.repository';
import { SyncService } from './sync.service';

/** Local-first sync of each user's favourites, profile and settings with RxDB (issue 11). */
@Module({
  imports: [RealtimeModule],
  controllers: [SyncController],
  providers: [SyncService, SyncRepository, SyncAccountDataService],
  exports: [SyncAccountDataService, SyncRepository],
})
export class SyncModule {}
