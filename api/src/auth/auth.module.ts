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
  // The guard is also a provider of its own: the calls answered ahead of Nest's routing use it.
  providers: [TokenVerifier, JwtAuthGuard, { provide: APP_GUARD, useExisting: JwtAuthGuard }],
  exports: [TokenVerifier, JwtAuthGuard],
})
export class AuthModule {}
