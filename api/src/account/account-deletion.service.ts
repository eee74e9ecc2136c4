/**
 * "Delete my account" (spec §5, §9). The request claims the deletion once (AccountDeletionRepository),
 * then erases at once what can go at once: the user record becomes a tombstone (every token of the
 * user refused from then on), the local login is removed (login refused, the address free again),
 * every synced document gets a tombstone the user's devices pull to purge their copies, and the
 * profile picture is deleted. What must wait, the tombstones themselves, leads and security
 * events, AccountDeletionJob removes within the spec's 30 days. Repeats and racing requests answer the first request's receipt.
 */
import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import {
  ACCOUNT_DELETION_DEADLINE_DAYS,
  type AccountDeletionReceipt,
} from '../../../shared/account/account-deletion';
import { type Principal } from '../auth/principal';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { AccountsService } from '../identity/accounts.service';
import { TwoFactorService } from '../identity/two-factor/two-factor.service';
import { ProfilePictureService } from '../profile/profile-picture.service';
import { SyncAccountDataService } from '../sync/sync-account-data.service';
import { UsersService } from '../users/users.service';
import {
  AccountDeletionRepository,
  type AccountDeletionRecord,
} from './account-deletion.repository';

const DAY_MS = 24 * 60 * 60_000;

function receiptOf(record: AccountDeletionRecord): AccountDeletionReceipt {
  return {
    requestedAt: record.requestedAt.toISOString(),
    completeBy: record.completeBy.toISOString(),
  };
}

@Injectable()
export class AccountDeletionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deletions: AccountDeletionRepository,
    private readonly users: UsersService,
    private readonly accounts: AccountsService,
    private readonly twoFactor: TwoFactorService,
    private readonly sync: SyncAccountDataService,
    private readonly pictures: ProfilePictureService,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(AccountDeletionService.name);
  }

  async request(principal: Principal, now = new Date()): Promise<AccountDeletionReceipt> {
    return this.requestFor(principal.sub, principal.email, now);
  }

  /** The same deletion, asked for by an admin on behalf of `sub` (spec §6: admins delete users). */
  async requestFor(sub: string, email: string, now = new Date()): Promise<AccountDeletionReceipt> {
    const principal = { sub };
    const user = await this.users.find(sub);
    const { claimed, record } = await this.deletions.claim({
      _id: principal.sub,
      email: user?.email || email,
      requestedAt: now,
      completeBy: new Date(now.getTime() + ACCOUNT_DELETION_DEADLINE_DAYS * DAY_MS),
    });
    if (!claimed) {
      this.logger.info({ userId: principal.sub }, 'repeated account deletion request');
      return receiptOf(record);
    }
    this.logger.info({ userId: principal.sub }, 'account deletion requested');
    await this.erase(principal.sub, now);
    return receiptOf(record);
  }

  /** The immediate part of a deletion; safe to run again (the job does after a crash). */
  async erase(sub: string, now: Date): Promise<void> {
    await this.users.markDeleted(sub, now);
    if (this.config.AUTH_MODE === 'local') {
      await this.twoFactor.disable(sub);
      await this.accounts.remove(sub);
    }
    const tombstones = await this.sync.tombstoneAll(sub, now);
    await this.pictures.erase(sub);
    await this.deletions.markErased(sub, now);
    this.logger.info({ userId: sub, tombstones }, 'account erased');
  }
}
