import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { IdentityKeysModule } from '../identity/identity-keys.module';
import { RolesModule } from '../roles/roles.module';
import { UsersModule } from '../users/users.module';
import { AuthConfigController } from './auth-config.controller';
import { JwtAuthGuard } from './jwt-auth.guard';
import { TokenVerifier } from './token-verifier';

/** Bearer-token verification for the whole API (app-wide guard) and the browser's auth settings. */
@Module({
  imports: [UsersModule, IdentityKeysModule, RolesModule],
  controllers: [AuthConfigController],
  providers: [TokenVerifier, { provide: APP_GUARD, useClass: JwtAuthGuard }],
  exports: [TokenVerifier],
})
export class AuthModule {}
