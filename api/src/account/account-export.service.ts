import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '../../../shared/account/account-export';
import { type Principal } from '../auth/principal';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { AccountsService } from '../identity/accounts.service';
import { ProfilePictureService } from '../profile/profile-picture.service';
import { SyncAccountDataService } from '../sync/sync-account-data.service';
import { UsersService } from '../users/users.service';

/**
 * "Download my data": the user record, the local login (never its password hash), and every
 * synced document (profile, settings, favourites) and the profile picture, all read by `_id`. Leads sent before signing
 * up are not linked to the account and can be found only by a scan, so they are not part of the
 * file; account deletion erases them by e-mail from its scheduled job.
 */
@Injectable()
export class AccountExportService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly accounts: AccountsService,
    private readonly sync: SyncAccountDataService,
    private readonly pictures: ProfilePictureService,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(AccountExportService.name);
  }

  async export(principal: Principal, now = new Date()): Promise<AccountExport> {
    const account = await this.users.me(principal);
    const login =
      this.config.AUTH_MODE === 'local' ? await this.accounts.findBySub(principal.sub) : null;
    const documents = await this.sync.liveDocuments(principal.sub);
    const picture = await this.pictures.export(principal.sub);
    this.logger.info({ userId: principal.sub }, 'account data exported');
    return {
      format: ACCOUNT_EXPORT_FORMAT,
      exportedAt: now.toISOString(),
      account,
      ...(login && {
        login: {
          email: login.email,
          name: login.name,
          roles: login.roles,
          createdAt: login.createdAt.toISOString(),
        },
      }),
      profile: documents.profile[0] ?? null,
      settings: documents.settings[0] ?? null,
      favorites: documents.favorites,
      picture,
    };
  }
}
