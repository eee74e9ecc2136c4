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
      return { ok: false, reason: 'invalid' };
    }
    const reservation = await this.lockout.reserve(account._id, now);
    if (!reservation) {
      await this.hasher.verifyNothing(password);
      await this.events.record('login_while_locked', normalised, origin, now, account._id);
      return { ok: false, reason: 'locked' };
    }
    if (await this.hasher.verify(password, account.passwordHash)) {
      await this.lockout.reset(account._id, reservation, now);
      return { ok: true, account };
    }
    await this.events.record('login_failed', account.email, origin, now, account._id);
    if (!reservation.last) return { ok: false, reason: 'invalid' };
    await this.events.record('account_locked', account.email, origin, now, account._id);
    return { ok: false, reason: 'locked' };
  }
}
