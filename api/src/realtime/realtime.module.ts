import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';
import { SocketAuthenticator } from './socket-authenticator';
import { SocketHeartbeat } from './socket-heartbeat';

/** The authenticated notifications socket; other features push to users through RealtimeService. */
@Module({
  imports: [AuthModule, UsersModule],
  providers: [RealtimeGateway, RealtimeService, SocketAuthenticator, SocketHeartbeat],
  exports: [RealtimeService],
})
export class RealtimeModule {}
