import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  isTotpCode,
  normaliseCode,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '../../../../shared/account/two-factor';
import { type Role } from '../../../../shared/auth/roles';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { SystemSettingsStore } from '../../system-settings/system-settings-store';
import { type AccountEntity } from '../account.schema';
import { LoginLockoutService } from '../login-lockout.service';
import { type RequestOrigin, SecurityEventsService } from '../security-events.service';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { seal, unseal } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUri, qrCodeDataUrl } from './totp';
import {
  type PendingSignInDocument,
  type TwoFactorEnrolmentDocument,
  TwoFactorRepository,
} from './two-factor.repository';

export type CodeCheck = 'ok' | 'invalid' | 'locked';
export type SignInStage = PendingSignInDocument['stage'];
/** How long a sign-in may wait at the two-factor step after its password. */
export const SIGN_IN_STEP_TTL_MS = 10 * 60_000;
export type ConfirmResult = { recoveryCodes: string[] } | 'invalid' | 'expired';
type Account = Pick<AccountEntity, '_id' | 'email'>;

async function enrolmentView(secret: string, accountName: string): Promise<TwoFactorEnrolment> {
  const uri = otpauthUri(secret, accountName);
  return { secret, otpauthUri: uri, qrCodeDataUrl: await qrCodeDataUrl(uri) };
}

/**
 * Two-factor sign-in with TOTP at the local provider (issue 16 item 2). Enrolment: a secret kept
 * pending until the first code proves the app holds it, then ten recovery codes shown once and
 * kept hashed. A code is good once: its time step is claimed by a unique `_id`, as is each used
 * recovery code, so of racing uses exactly one succeeds. Codes checked at sign-in take a slot of
 * the login lockout first, like passwords, so a wrong code counts toward the lock.
 */
@Injectable()
export class TwoFactorService {
  private key?: Promise<Buffer>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: TwoFactorRepository,
    private readonly settings: SystemSettingsStore,
    private readonly lockout: LoginLockoutService,
    private readonly events: SecurityEventsService,
  ) {}

  /** Whether the system settings require a second factor for one of `roles`. */
  async requiredFor(roles: readonly Role[]): Promise<boolean> {
    const { twoFactorRequiredRoles } = await this.settings.current();
    return roles.some((role) => twoFactorRequiredRoles.includes(role));
  }

  async isEnrolled(sub: string): Promise<boolean> {
    return !!(await this.repository.findEnrolment(sub));
  }

  async status(sub: string, roles: readonly Role[]): Promise<TwoFactorStatus> {
    const required = await this.requiredFor(roles);
    const enrolment = await this.repository.findEnrolment(sub);
    if (!enrolment) return { enrolled: false, required, recoveryCodesLeft: 0 };
    const used = await Promise.all(
      enrolment.recoveryCodeHashes.map((hash) =>
        this.repository.recoveryCodeUsed(sub, enrolment.enrolmentId, hash),
      ),
    );
    return { enrolled: true, required, recoveryCodesLeft: used.filter((one) => !one).length };
  }

  /** A new secret, pending until confirmed; replaces any earlier unconfirmed one. */
  async startEnrolment(account: Account, now = new Date()): Promise<TwoFactorEnrolment> {
    const secret = newTotpSecret();
    await this.repository.savePendingEnrolment(
      account._id,
      seal(await this.sealingKey(), secret),
      now,
    );
    return enrolmentView(secret, account.email);
  }

  /** The enrolment started and not yet confirmed (the same QR code again), else a new one. */
  async enrolmentFor(account: Account, now = new Date()): Promise<TwoFactorEnrolment> {
    const pending = await this.repository.findPendingEnrolment(account._id);
    if (!pending) return this.startEnrolment(account, now);
    const secret = unseal(await this.sealingKey(), pending.sealedSecret);
    return enrolmentView(secret, account.email);
  }

  /** Turns the pending enrolment on when `code` is its current code; the recovery codes once. */
  async confirmEnrolment(sub: string, code: string, now = new Date()): Promise<ConfirmResult> {
    const pending = await this.repository.findPendingEnrolment(sub);
    if (!pending) return 'expired';
    const secret = unseal(await this.sealingKey(), pending.sealedSecret);
    const step = matchingStep(secret, normaliseCode(code), now);
    if (step === null || !(await this.repository.claimStep(sub, step, now))) return 'invalid';
    const recoveryCodes = newRecoveryCodes();
    await this.repository.saveEnrolment({
      _id: sub,
      enrolmentId: randomUUID(),
      sealedSecret: pending.sealedSecret,
      recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
      enrolledAt: now,
    });
    await this.repository.removePendingEnrolment(sub);
    return { recoveryCodes };
  }

  /**
   * Checks a 6-digit code or a recovery code under the login lockout: a slot is reserved first,
   * handed back on success, and a wrong code in the last slot locks the account.
   */
  async verify(
    account: Account,
    code: string,
    origin: RequestOrigin,
    now = new Date(),
  ): Promise<CodeCheck> {
    const reservation = await this.lockout.reserve(account._id, now);
    if (!reservation) {
      await this.events.record('login_while_locked', account.email, origin, now, account._id);
      return 'locked';
    }
    const enrolment = await this.repository.findEnrolment(account._id);
    if (enrolment && (await this.codeMatches(enrolment, code, now))) {
      await this.lockout.reset(account._id, reservation, now);
      return 'ok';
    }
    await this.events.record('login_failed', account.email, origin, now, account._id);
    if (!reservation.last) return 'invalid';
    await this.events.record('account_locked', account.email, origin, now, account._id);
    return 'locked';
  }

  /** Notes that sign-in `uid` passed its password and waits at `stage`. */
  async rememberSignIn(uid: string, sub: string, stage: SignInStage, now = new Date()) {
    await this.repository.saveSignIn({ _id: uid, sub, stage, at: now });
  }

  /** The account of sign-in `uid` when it waits at `stage` and is recent enough, else null. */
  async signInAt(uid: string, stage: SignInStage, now = new Date()): Promise<string | null> {
    const signIn = await this.repository.findSignIn(uid);
    const fresh = signIn && now.getTime() - signIn.at.getTime() < SIGN_IN_STEP_TTL_MS;
    return fresh && signIn.stage === stage ? signIn.sub : null;
  }

  async forgetSignIn(uid: string): Promise<void> {
    await this.repository.removeSignIn(uid);
  }

  async disable(sub: string): Promise<void> {
    await this.repository.removeEnrolment(sub);
    await this.repository.removePendingEnrolment(sub);
  }

  private async codeMatches(
    enrolment: TwoFactorEnrolmentDocument,
    code: string,
    now: Date,
  ): Promise<boolean> {
    const typed = normaliseCode(code);
    if (isTotpCode(typed)) {
      const secret = unseal(await this.sealingKey(), enrolment.sealedSecret);
      const step = matchingStep(secret, typed, now);
      return step !== null && this.repository.claimStep(enrolment._id, step, now);
    }
    const hash = hashRecoveryCode(typed);
    if (!enrolment.recoveryCodeHashes.includes(hash)) return false;
    return this.repository.claimRecoveryCode(enrolment._id, enrolment.enrolmentId, hash, now);
  }

  /** TWO_FACTOR_ENCRYPTION_KEY, else the key kept in the database (read once per instance). */
  private sealingKey(): Promise<Buffer> {
    const configured = this.config.TWO_FACTOR_ENCRYPTION_KEY;
    this.key ??= configured
      ? Promise.resolve(Buffer.from(configured, 'base64'))
      : this.repository.storedKey().catch((error: unknown) => {
          this.key = undefined;
          throw error;
        });
    return this.key;
  }
}
