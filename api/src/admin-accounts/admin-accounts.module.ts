import { Module } from '@nestjs/common';
import { AdminUsersModule } from '../admin-users/admin-users.module';
import { AuditModule } from '../audit/audit.module';
import { IdentityModule } from '../identity/identity.module';
import { UserAccessModule } from '../users/user-access.module';
import { UsersModule } from '../users/users.module';
import { AdminAccountsController } from './admin-accounts.controller';
import { AdminAccountsService } from './admin-accounts.service';
import { Auth0RoleWriter } from './auth0-role-writer';

/** Manage admins (issue 16 item 1): who administers the platform, and with which permissions. */
@Module({
  imports: [AdminUsersModule, AuditModule, IdentityModule, UsersModule, UserAccessModule],
  controllers: [AdminAccountsController],
  providers: [AdminAccountsService, Auth0RoleWriter],
})
export class AdminAccountsModule {}
