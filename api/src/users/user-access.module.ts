import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module';
import { UserAccessService } from './user-access.service';
import { UsersModule } from './users.module';

/**
 * Suspension, activation and role changes, apart from UsersModule because they close sockets
 * and the realtime module itself depends on UsersModule.
 */
@Module({
  imports: [UsersModule, RealtimeModule],
  providers: [UserAccessService],
  exports: [UserAccessService],
})
export class UserAccessModule {}
