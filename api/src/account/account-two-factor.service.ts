/**
 * Two-factor authentication in the security section of the settings (issue 16 item 2): the
 * signed-in user's own enrolment at the local provider (identity/two-factor), answered over HTTP.
 * Turning it off takes the password or a code, each under the login lockout, and is refused while
 * the system settings require it for the user's role. With Auth0, MFA belongs to Auth0.
 */
import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ACCOUNT_SECURITY_MESSAGES } from '../../../shared/account/account-security';
import {
  type DisableTwoFactorInput,
  type RecoveryCodes,
  TWO_FACTOR_MESSAGES,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '../../../shared/account/two-factor';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { type AccountEntity } from '../identity/account.schema';
import { AccountsService } from '../identity/accounts.service';
import { type RequestOrigin } from '../identity/security-events.service';
import { TwoFactorService } from '../identity/two-factor/two-factor.service';

const refused = (status: number, message: string, field?: string) =>
  new ApiException(status, message, field ? [{ field, message }] : undefined);

@Injectable()
export class AccountTwoFactorService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly twoFactor: TwoFactorService,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(AccountTwoFactorService.name);
  }

  async status(principal: Principal): Promise<TwoFactorStatus> {
    await this.localAccount(principal);
    return this.twoFactor.status(principal.sub, principal.roles);
  }

  /** A new secret and its QR code; refused while two-factor is on (turn it off first). */
  async start(principal: Principal): Promise<TwoFactorEnrolment> {
    const account = await this.localAccount(principal);
    if (await this.twoFactor.isEnrolled(account._id)) {
      throw refused(409, TWO_FACTOR_MESSAGES.alreadyEnrolled);
    }
    return this.twoFactor.startEnrolment(account);
  }

  async confirm(principal: Principal, code: string): Promise<RecoveryCodes> {
    const account = await this.localAccount(principal);
    const result = await this.twoFactor.confirmEnrolment(account._id, code);
    if (result === 'expired') throw refused(409, TWO_FACTOR_MESSAGES.noEnrolment);
    if (result === 'invalid') throw refused(400, TWO_FACTOR_MESSAGES.invalidCode, 'code');
    this.logger.info({ userId: account._id }, 'two-factor authentication turned on');
    return result;
  }

  async disable(
    principal: Principal,
    proof: DisableTwoFactorInput,
    origin: RequestOrigin,
  ): Promise<void> {
    const account = await this.localAccount(principal);
    if (await this.twoFactor.requiredFor(principal.roles)) {
      throw refused(403, TWO_FACTOR_MESSAGES.requiredForRole);
    }
    if (!(await this.twoFactor.isEnrolled(account._id))) {
      throw refused(409, TWO_FACTOR_MESSAGES.notEnrolled);
    }
    const check = proof.password
      ? await this.accounts.login(account.email, proof.password, origin)
      : await this.twoFactor.verify(account, proof.code, origin);
    const outcome = typeof check === 'string' ? check : check.ok ? 'ok' : check.reason;
    if (outcome === 'locked') throw refused(423, ACCOUNT_SECURITY_MESSAGES.locked);
    if (outcome !== 'ok') {
      this.logger.warn({ userId: account._id }, 'two-factor turn-off refused: wrong proof');
      throw refused(400, TWO_FACTOR_MESSAGES.wrongProof, proof.password ? 'password' : 'code');
    }
    await this.twoFactor.disable(account._id);
    this.logger.info({ userId: account._id }, 'two-factor authentication turned off');
  }

  private async localAccount(principal: Principal): Promise<AccountEntity> {
    const account =
      this.config.AUTH_MODE === 'local' ? await this.accounts.findBySub(principal.sub) : null;
    if (account) return account;
    this.logger.warn({ userId: principal.sub }, 'two-factor refused: not a local login');
    throw refused(409, ACCOUNT_SECURITY_MESSAGES.notLocal);
  }
}
