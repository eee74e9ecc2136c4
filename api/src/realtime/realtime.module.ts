import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';
import { SocketAuthenticator } from './socket-authenticator';
import { SocketHeartbeat } from './socket-heartbeat';
import { UserFanout } from './user-fanout';

/**
 * The authenticated notifications socket; other features reach a user's sockets on every instance
 * through UserFanout (RealtimeService reaches this instance's only).
 */
@Module({
  imports: [AuthModule, UsersModule],
  providers: [RealtimeGateway, RealtimeService, SocketAuthenticator, SocketHeartbeat, UserFanout],
  exports: [RealtimeService, UserFanout],
})
export class RealtimeModule {}
