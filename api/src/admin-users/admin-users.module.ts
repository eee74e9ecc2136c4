import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountModule } from '../account/account.module';
import { AdminGridModule } from '../admin-grid/admin-grid.module';
import { AuditModule } from '../audit/audit.module';
import { IdentityModule } from '../identity/identity.module';
import { MailModule } from '../mail/mail.module';
import { SyncModule } from '../sync/sync.module';
import { UserAccessModule } from '../users/user-access.module';
import { USER_MODEL, UserSchema } from '../users/user.schema';
import { UsersModule } from '../users/users.module';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { PasswordResetController } from './password-reset.controller';
import {
  PASSWORD_RESET_TOKEN_MODEL,
  PasswordResetTokenSchema,
} from './password-reset-token.schema';
import { PasswordResets } from './password-resets.service';
import { USER_REVISION_CLAIM_MODEL, UserRevisionClaimSchema } from './user-revision-claim.schema';
import { UserRevisionClaims } from './user-revision-claims';
import { UsersReadModel } from './users-read-model';

/** The admin area's Users screen: its grid, user actions, and the password reset they start. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: USER_MODEL, schema: UserSchema },
      { name: USER_REVISION_CLAIM_MODEL, schema: UserRevisionClaimSchema },
      { name: PASSWORD_RESET_TOKEN_MODEL, schema: PasswordResetTokenSchema },
    ]),
    AdminGridModule,
    AuditModule,
    AccountModule,
    IdentityModule,
    MailModule,
    SyncModule,
    UsersModule,
    UserAccessModule,
  ],
  controllers: [AdminUsersController, PasswordResetController],
  providers: [AdminUsersService, UsersReadModel, UserRevisionClaims, PasswordResets],
  // The advisors' inbox hands conversations to admins, and the admin dashboard counts users,
  // from the same in-memory list.
  // Manage admins (admin-accounts) sends its invitations through the same password links.
  exports: [UsersReadModel, PasswordResets],
})
export class AdminUsersModule {}
