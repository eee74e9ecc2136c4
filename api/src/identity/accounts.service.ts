import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model } from 'mongoose';
import { normaliseEmail } from '../../../shared/auth/password-policy';
import { type Role } from '../../../shared/auth/roles';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import {
  ACCOUNT_EMAIL_MODEL,
  ACCOUNT_MODEL,
  type AccountEmailEntity,
  type AccountEntity,
} from './account.schema';
import { hashPassword, verifyPassword } from './password-hash';
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

export class DuplicateEmailError extends Error {}

/** Local accounts: scrypt passwords, lockout after repeated failures, security events. */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectModel(ACCOUNT_MODEL) private readonly accounts: Model<AccountEntity>,
    @InjectModel(ACCOUNT_EMAIL_MODEL) private readonly emails: Model<AccountEmailEntity>,
    private readonly events: SecurityEventsService,
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
      passwordHash: await hashPassword(input.password),
      failedAttempts: 0,
      createdAt: now,
    });
    return account.toObject<AccountEntity>();
  }

  /** Checks a password; the failure counter and lock live on the account. */
  async login(
    email: string,
    password: string,
    origin: RequestOrigin,
    now = new Date(),
  ): Promise<LoginResult> {
    const normalised = normaliseEmail(email);
    const account = await this.findByEmail(normalised);
    if (!account) {
      await this.events.record('login_failed', normalised, origin, now);
      return { ok: false, reason: 'invalid' };
    }
    if (account.lockedUntil && account.lockedUntil > now) {
      await this.events.record('login_while_locked', normalised, origin, now, account._id);
      return { ok: false, reason: 'locked' };
    }
    if (await verifyPassword(password, account.passwordHash)) {
      if (account.failedAttempts > 0 || account.lockedUntil) {
        await this.accounts.updateOne(
          { _id: account._id },
          { $set: { failedAttempts: 0 }, $unset: { lockedUntil: 1 } },
        );
      }
      return { ok: true, account };
    }
    return this.recordFailure(account, origin, now);
  }

  private async recordFailure(
    account: AccountEntity,
    origin: RequestOrigin,
    now: Date,
  ): Promise<LoginResult> {
    // A lock that has run out starts a fresh count.
    const previous = account.lockedUntil ? 0 : account.failedAttempts;
    const failedAttempts = previous + 1;
    await this.events.record('login_failed', account.email, origin, now, account._id);
    if (failedAttempts < this.config.AUTH_LOCKOUT_MAX_ATTEMPTS) {
      await this.accounts.updateOne(
        { _id: account._id },
        { $set: { failedAttempts }, $unset: { lockedUntil: 1 } },
      );
      return { ok: false, reason: 'invalid' };
    }
    const lockedUntil = new Date(now.getTime() + this.config.AUTH_LOCKOUT_MINUTES * 60_000);
    await this.accounts.updateOne(
      { _id: account._id },
      { $set: { failedAttempts: 0, lockedUntil } },
    );
    await this.events.record('account_locked', account.email, origin, now, account._id);
    return { ok: false, reason: 'locked' };
  }
}
