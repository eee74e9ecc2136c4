import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, type UpdateQuery } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import { type Me, type UserStatus } from '../../../shared/auth/auth-state';
import { AUTH_MESSAGES } from '../../../shared/auth/auth-errors';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { isAdminRoles, type Role } from '../../../shared/auth/roles';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { KeyedLock } from '../common/keyed-lock';
import { USER_MODEL, type UserEntity } from './user.schema';

/** Writes `lastLoginAt` at most this often, so a busy client does not write on every call. */
const LAST_LOGIN_RESOLUTION_MS = 5 * 60_000;
const DUPLICATE_KEY = 11000;

/** Whether the record already shows the token's profile fields (roles are not among them). */
function sameProfile(user: UserEntity, principal: Principal): boolean {
  return (
    user.name === principal.name &&
    user.email === principal.email.toLowerCase() &&
    user.picture === principal.picture
  );
}

/**
 * Whether the token's login began before the user signed out of all devices. Token times are
 * whole seconds, so a login in the very second of the sign-out counts as before it: the safe side.
 */
function sessionRevoked(user: UserEntity, principal: Principal): boolean {
  if (!user.sessionsRevokedAt) return false;
  return (principal.issuedAt ?? 0) * 1000 < user.sessionsRevokedAt.getTime();
}

export interface RecordCallOptions {
  /** The route still serves a deleted account's unexpired token (its sync tombstones). */
  servesDeletedAccounts?: boolean;
}

/**
 * Users as the API knows them: created on their first authenticated call, kept in step after.
 * No update is atomic on the embedded database (DESIGN.md decision 10): a profile refresh racing
 * a suspension could write the old status back. So every update of a record runs under a lock
 * per user in this process, the one process that owns the embedded database (MongoDB's own
 * updates are atomic).
 */
@Injectable()
export class UsersService {
  private readonly writes = new KeyedLock();

  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<UserEntity>,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(UsersService.name);
  }

  /**
   * Creates or refreshes the caller's record, with one `_id` read, and answers it. A deleted
   * account or a session signed out everywhere is refused (401), a suspended user too (403).
   * The stored roles are the ones that count (DESIGN.md decision 11): the token's roles claim
   * seeds a record on the caller's first call only, and is never copied over the stored roles
   * after, so a demotion holds whatever the token still says.
   */
  async recordCall(
    principal: Principal,
    now = new Date(),
    options: RecordCallOptions = {},
  ): Promise<UserEntity> {
    const user = await this.findOrCreate(principal, now);
    if (user.deletedAt) {
      if (options.servesDeletedAccounts) return user;
      this.logger.warn({ userId: principal.sub }, 'call with a deleted account refused');
      throw new ApiException(401, CALL_ERROR_MESSAGES.unauthorized);
    }
    if (sessionRevoked(user, principal)) {
      this.logger.warn({ userId: principal.sub }, 'call from a signed-out session refused');
      throw new ApiException(401, CALL_ERROR_MESSAGES.unauthorized);
    }
    if (user.status === 'suspended') {
      this.logger.warn({ userId: principal.sub }, 'call from a suspended account refused');
      throw new ApiException(403, AUTH_MESSAGES.accountSuspended);
    }
    const stale = now.getTime() - user.lastLoginAt.getTime() > LAST_LOGIN_RESOLUTION_MS;
    if (stale || !sameProfile(user, principal)) {
      const profile = {
        name: principal.name,
        email: principal.email,
        picture: principal.picture,
        lastLoginAt: now,
      };
      await this.update(principal.sub, { $set: profile });
      return { ...user, ...profile, email: principal.email.toLowerCase() };
    }
    return user;
  }

  async me(principal: Principal): Promise<Me> {
    return this.toMe(await this.recordCall(principal));
  }

  /** The stored record, read by `_id`. */
  find(sub: string): Promise<UserEntity | null> {
    return this.users.findById(sub).lean<UserEntity>().exec();
  }

  /** Every token of `sub` issued before `at` stops counting (see `sessionRevoked`). */
  async revokeSessions(sub: string, at: Date): Promise<void> {
    await this.update(sub, { $set: { sessionsRevokedAt: at } });
  }

  /** Stores the user's status; a suspension refuses their next call. False when no such user. */
  setStatus(sub: string, status: UserStatus): Promise<boolean> {
    return this.update(sub, { $set: { status } });
  }

  /** Stores the user's roles, the ones every later call is authorised by. False when no such user. */
  setRoles(sub: string, roles: Role[]): Promise<boolean> {
    return this.update(sub, { $set: { roles } });
  }

  /**
   * Turns the record into a tombstone: personal fields erased, every session revoked, and the
   * `_id` kept so a token still in flight can never re-create the user.
   */
  async markDeleted(sub: string, at: Date): Promise<void> {
    const tombstone = {
      name: '',
      email: '',
      roles: [],
      status: 'inactive',
      deletedAt: at,
      sessionsRevokedAt: at,
    };
    await this.writes.run(sub, async () => {
      try {
        await this.users.updateOne(
          { _id: sub },
          {
            $set: tombstone,
            $unset: { picture: '' },
            $setOnInsert: { createdAt: at, lastLoginAt: at },
          },
          { upsert: true },
        );
      } catch (error) {
        // A first call created the record at the same moment: write the tombstone over it.
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
        await this.users.updateOne({ _id: sub }, { $set: tombstone, $unset: { picture: '' } });
      }
    });
  }

  toMe(user: UserEntity): Me {
    return {
      sub: user._id,
      name: user.name,
      email: user.email,
      picture: user.picture,
      roles: user.roles,
      isAdmin: isAdminRoles(user.roles),
      status: user.status,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt.toISOString(),
    };
  }

  /** One update of an existing record, serialised with the record's other updates. */
  private update(sub: string, update: UpdateQuery<UserEntity>): Promise<boolean> {
    return this.writes.run(sub, async () => {
      const result = await this.users.updateOne({ _id: sub }, update).exec();
      return result.matchedCount > 0;
    });
  }

  private async findOrCreate(principal: Principal, now: Date): Promise<UserEntity> {
    const existing = await this.users.findById(principal.sub).lean<UserEntity>().exec();
    if (existing) return existing;
    try {
      const created = await this.users.create({
        _id: principal.sub,
        name: principal.name,
        email: principal.email,
        picture: principal.picture,
        roles: principal.roles,
        status: 'active',
        createdAt: now,
        lastLoginAt: now,
      });
      return created.toObject<UserEntity>();
    } catch (error) {
      // Two first calls at once: the other one created the record.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      const raced = await this.users.findById(principal.sub).lean<UserEntity>().exec();
      if (!raced) throw error;
      return raced;
    }
  }
}
