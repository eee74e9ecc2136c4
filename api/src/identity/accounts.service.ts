import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model } from 'mongoose';
import { normaliseEmail } from '../../../shared/auth/password-policy';
import { type Role } from '../../../shared/auth/roles';
import {
  ACCOUNT_EMAIL_MODEL,
  ACCOUNT_MODEL,
  type AccountEmailEntity,
  type AccountEntity,
} from './account.schema';
import { NewDeviceSignIns } from '../notifications/new-device-sign-in.service';
import { SecuritySignals } from '../security-alerts/security-signals';
import { LoginLockoutService } from './login-lockout.service';
import { PasswordHasher } from './password-hasher';
import { SecurityEventsService, type RequestOrigin } from './security-events.service';

const DUPLICATE_KEY = 11000;

export type LoginResult =
  { ok: true; account: AccountEntity } | { ok: false; reason: 'invalid' | 'locked' };

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  roles: Role[];
}

export type PasswordChangeResult = 'changed' | 'wrong' | 'locked' | 'missing';

export class DuplicateEmailError extends Error {}

/** Local accounts: scrypt passwords, lockout after repeated failures, security events. */
@Injectable()
export class AccountsService {
  constructor(
    @InjectModel(ACCOUNT_MODEL) private readonly accounts: Model<AccountEntity>,
    @InjectModel(ACCOUNT_EMAIL_MODEL) private readonly emails: Model<AccountEmailEntity>,
    private readonly events: SecurityEventsService,
    private readonly hasher: PasswordHasher,
    private readonly lockout: LoginLockoutService,
    private readonly signIns: NewDeviceSignIns,
    private readonly signals: SecuritySignals,
  ) {}

  findBySub(sub: string): Promise<AccountEntity | null> {
    return this.accounts.findById(sub).lean<AccountEntity>().exec();
  }

  async findByEmail(email: string): Promise<AccountEntity | null> {
    const entry = await this.emails
      .findById(normaliseEmail(email))
      .lean<AccountEmailEntity>()
      .exec();
    return entry ? this.findBySub(entry.sub) : null;
  }

  /** Creates an account; the e-mail entry is written first, so its `_id` settles races. */
  async create(input: NewAccount, now = new Date()): Promise<AccountEntity> {
    const email = normaliseEmail(input.email);
    const sub = `local|${randomUUID()}`;
    try {
      await this.emails.create({ _id: email, sub });
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) throw new DuplicateEmailError(email);
      throw error;
    }
    const account = await this.accounts.create({
      _id: sub,
      email,
      name: input.name.trim(),
      roles: input.roles,
      passwordHash: await this.hasher.hash(input.password),
      createdAt: now,
      passwordChangedAt: now,
    });
    return account.toObject<AccountEntity>();
  }

  /**
   * Checks a password once a lockout slot is reserved (LoginLockoutService). Every path runs one
   * verification of the same cost, so unknown, locked and known accounts answer alike in time.
   */
  async login(
    email: string,
    password: string,
    origin: RequestOrigin,
    now = new Date(),
  ): Promise<LoginResult> {
    const normalised = normaliseEmail(email);
    const account = await this.findByEmail(normalised);
    if (!account) {
      await this.hasher.verifyNothing(password);
      await this.events.record('login_failed', normalised, origin, now);
      await this.reportFailure(normalised, origin, now);
      return { ok: false, reason: 'invalid' };
    }
    const reservation = await this.lockout.reserve(account._id, now);
    if (!reservation) {
      await this.hasher.verifyNothing(password);
      await this.events.record('login_while_locked', normalised, origin, now, account._id);
      await this.reportFailure(normalised, origin, now);
      return { ok: false, reason: 'locked' };
    }
    if (await this.hasher.verify(password, account.passwordHash)) {
      await this.lockout.reset(account._id, reservation, now);
      const newDevice = await this.signIns.signedIn(account._id, origin, now);
      await this.signals.signedIn({
        userId: account._id,
        email: account.email,
        at: now,
        ...origin,
        newDevice,
      });
      return { ok: true, account };
    }
    await this.events.record('login_failed', account.email, origin, now, account._id);
    await this.reportFailure(account.email, origin, now);
    if (!reservation.last) return { ok: false, reason: 'invalid' };
    await this.events.record('account_locked', account.email, origin, now, account._id);
    return { ok: false, reason: 'locked' };
  }

  /** A failed login counts towards the bursts against its account and from its address. */
  private async reportFailure(email: string, origin: RequestOrigin, at: Date): Promise<void> {
    const detail = { ip: origin.ip, userAgent: origin.userAgent, email };
    await this.signals.report({ kind: 'failed-logins-account', subject: email, at, detail });
    if (origin.ip) {
      await this.signals.report({ kind: 'failed-logins-address', subject: origin.ip, at, detail });
    }
  }

  /**
   * Changes a password after checking the current one under the login lockout: a wrong current
   * password uses up a login attempt, so this form cannot be used to guess it either.
   */
  async changePassword(
    sub: string,
    current: string,
    next: string,
    origin: RequestOrigin,
    now = new Date(),
  ): Promise<PasswordChangeResult> {
    const account = await this.findBySub(sub);
    if (!account) return 'missing';
    const result = await this.login(account.email, current, origin, now);
    if (!result.ok) return result.reason === 'locked' ? 'locked' : 'wrong';
    const passwordHash = await this.hasher.hash(next);
    await this.accounts.updateOne({ _id: sub }, { $set: { passwordHash, passwordChangedAt: now } });
    return 'changed';
  }

  /**
   * Sets the new password chosen at sign-in because the old one expired (its owner just proved
   * it); the user's other sessions are left alone, as after a password change.
   */
  async replaceExpiredPassword(sub: string, password: string, now = new Date()): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await this.accounts.updateOne({ _id: sub }, { $set: { passwordHash, passwordChangedAt: now } });
  }

  /**
   * An admin's edit of the login's name, address and roles. A new address is claimed first by its
   * unique e-mail entry (DuplicateEmailError when taken), then the old entry is removed.
   */
  async updateProfile(
    sub: string,
    profile: { name: string; email: string; roles: Role[] },
  ): Promise<void> {
    const account = await this.findBySub(sub);
    if (!account) return;
    const email = normaliseEmail(profile.email);
    if (email !== account.email) {
      try {
        await this.emails.create({ _id: email, sub });
      } catch (error) {
        if ((error as { code?: number }).code === DUPLICATE_KEY)
          throw new DuplicateEmailError(email);
        throw error;
      }
    }
    await this.accounts.updateOne(
      { _id: sub },
      { $set: { email, name: profile.name.trim(), roles: profile.roles } },
    );
    if (email !== account.email) await this.emails.deleteOne({ _id: account.email });
  }

  /** Sets a new password (a reset link was used) and signs every device out. */
  async setPassword(sub: string, password: string, now = new Date()): Promise<boolean> {
    const passwordHash = await this.hasher.hash(password);
    const { matchedCount } = await this.accounts
      .updateOne(
        { _id: sub },
        { $set: { passwordHash, passwordChangedAt: now, sessionsRevokedAt: now } },
      )
      .exec();
    return matchedCount > 0;
  }

  /** Every login of `sub` that began before `at` stops counting (see session-revocation.ts). */
  async revokeSessions(sub: string, at: Date): Promise<void> {
    await this.accounts.updateOne({ _id: sub }, { $set: { sessionsRevokedAt: at } });
  }

  /**
   * Removes the login: the e-mail entry first (a login by e-mail finds nothing from then on, and
   * the address is free for a new sign-up), then the account; a rerun after a crash finishes it.
   */
  async remove(sub: string): Promise<void> {
    const account = await this.findBySub(sub);
    if (!account) return;
    const entry = await this.emails.findById(account.email).lean<AccountEmailEntity>().exec();
    if (entry?.sub === sub) await this.emails.deleteOne({ _id: account.email });
    await this.accounts.deleteOne({ _id: sub });
  }
}
