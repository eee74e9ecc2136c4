/**
 * The security section of the settings on the local identity provider: change password (the new
 * one under the system settings' password policy, the current one checked under the login lockout) and sign out of all devices (every login that began before
 * stops counting, at the provider and at the API). With Auth0 these belong to Auth0, and the API
 * says so instead of pretending.
 */
import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import {
  ACCOUNT_SECURITY_MESSAGES,
  type ChangePasswordForm,
} from '../../../shared/account/account-security';
import { passwordPolicyIssues } from '../../../shared/auth/password-policy';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { REALTIME_CLOSE_CODES } from '../../../shared/realtime/realtime-messages';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { AccountsService } from '../identity/accounts.service';
import { type RequestOrigin } from '../identity/security-events.service';
import { RealtimeService } from '../realtime/realtime.service';
import { passwordPolicyOf } from '../system-settings/password-policy-of';
import { SystemSettingsStore } from '../system-settings/system-settings-store';
import { UsersService } from '../users/users.service';

@Injectable()
export class AccountSecurityService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly users: UsersService,
    private readonly realtime: RealtimeService,
    private readonly settings: SystemSettingsStore,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(AccountSecurityService.name);
  }

  async changePassword(
    principal: Principal,
    form: ChangePasswordForm,
    origin: RequestOrigin,
  ): Promise<void> {
    this.requireLocalLogin(principal, 'password change');
    const policy = passwordPolicyOf(await this.settings.current());
    const weak = passwordPolicyIssues(form.newPassword, policy)[0];
    if (weak) throw new ApiException(400, weak, [{ field: 'newPassword', message: weak }]);
    const result = await this.accounts.changePassword(
      principal.sub,
      form.currentPassword,
      form.newPassword,
      origin,
    );
    if (result === 'changed') {
      this.logger.info({ userId: principal.sub }, 'password changed');
      return;
    }
    this.logger.warn({ userId: principal.sub, result }, 'password change refused');
    if (result === 'missing') throw new ApiException(409, ACCOUNT_SECURITY_MESSAGES.notLocal);
    if (result === 'locked') throw new ApiException(423, ACCOUNT_SECURITY_MESSAGES.locked);
    const message = ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword;
    throw new ApiException(400, message, [{ field: 'currentPassword', message }]);
  }

  async signOutEverywhere(principal: Principal, now = new Date()): Promise<void> {
    this.requireLocalLogin(principal, 'sign-out of all devices');
    await this.accounts.revokeSessions(principal.sub, now);
    await this.users.revokeSessions(principal.sub, now);
    this.realtime.disconnectUser(
      principal.sub,
      REALTIME_CLOSE_CODES.unauthenticated,
      CALL_ERROR_MESSAGES.unauthorized,
    );
    this.logger.info({ userId: principal.sub }, 'signed out of all devices');
  }

  private requireLocalLogin(principal: Principal, action: string): void {
    if (this.config.AUTH_MODE === 'local') return;
    this.logger.warn({ userId: principal.sub, action }, 'refused: the login provider owns it');
    throw new ApiException(409, ACCOUNT_SECURITY_MESSAGES.notLocal);
  }
}
