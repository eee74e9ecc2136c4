import { Module } from '@nestjs/common';
import { JobRunClaims } from '../common/job-run-claims';
import { IdentityModule } from '../identity/identity.module';
import { LeadsInboxModule } from '../leads/inbox/leads-inbox.module';
import { ProfileModule } from '../profile/profile.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { SyncModule } from '../sync/sync.module';
import { UsersModule } from '../users/users.module';
import { ReferralModule } from '../referral/referral.module';
import { AccountController } from './account.controller';
import { AccountDeletionJob } from './account-deletion.job';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { AccountSecurityService } from './account-security.service';
import { PersonalRecordsEraser } from './personal-records-eraser';
import { AccountTwoFactorService } from './account-two-factor.service';
import { TwoFactorController } from './two-factor.controller';

/**
 * The settings' security and account management: password, two-factor, sign-out everywhere,
 * export, deletion.
 */
@Module({
  imports: [
    UsersModule,
    ReferralModule,
    IdentityModule,
    SyncModule,
    RealtimeModule,
    ProfileModule,
    LeadsInboxModule,
  ],
  controllers: [AccountController, TwoFactorController],
  providers: [
    AccountSecurityService,
    AccountTwoFactorService,
    AccountExportService,
    AccountDeletionService,
    AccountDeletionRepository,
    AccountDeletionJob,
    PersonalRecordsEraser,
    JobRunClaims,
  ],
  exports: [AccountDeletionService],
})
export class AccountModule {}
