import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Collection, type Model, type UpdateQuery } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import { type Me, type UserStatus } from '../../../shared/auth/auth-state';
import { AUTH_MESSAGES } from '../../../shared/auth/auth-errors';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { type Permission } from '../../../shared/auth/permissions';
import { isAdminRoles, isSuperadminRoles, type Role } from '../../../shared/auth/roles';
import { FLAG_MESSAGES } from '../../../shared/flags/feature-flags';
import { VISITOR_CONTEXT } from '../../../shared/flags/flag-evaluation';
import { FLAG_KEYS } from '../../../shared/flags/known-flags';
import { type Principal } from '../auth/principal';
import { FeatureFlagStore } from '../flags/feature-flag-store';
import { ApiException } from '../common/api-exception';
import { KeyedLock } from '../common/keyed-lock';
import { GridChangeLog } from '../admin-grid/grid-change-log';
import { SuperadminRoster } from './superadmin-roster';
import { UserRecordCache } from './user-record-cache';
import { USER_MODEL, type UserEntity } from './user.schema';

/** The admin users grid's change feed, which every write of a user record feeds. */
export const USERS_CHANGE_STREAM = 'users';

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

/** Whether an admin edited the profile after the token's login began (same rounding as above). */
function profileEditedSince(user: UserEntity, principal: Principal): boolean {
  if (!user.profileEditedAt) return false;
  return (principal.issuedAt ?? 0) * 1000 < user.profileEditedAt.getTime();
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
 * updates are atomic). The guard's reads go through UserRecordCache (two seconds at most), so
 * every write of a record here invalidates it there before answering.
 */
@Injectable()
export class UsersService {
  private readonly writes = new KeyedLock();
  /** The same `users` collection through the driver, for the guard's read (see findOrCreate). */
  private readonly records: Collection<UserEntity>;

  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<UserEntity>,
    private readonly cache: UserRecordCache,
    private readonly changes: GridChangeLog,
    private readonly roster: SuperadminRoster,
    private readonly logger: PinoLogger,
    private readonly flags: FeatureFlagStore,
  ) {
    logger.setContext(UsersService.name);
    this.records = users.db.collection<UserEntity>(users.collection.collectionName);
  }

  /**
   * Creates or refreshes the caller's record, with at most one `_id` read (none while the cache
   * holds it), and answers it. A deleted account or a session signed out everywhere is refused
   * (401), a suspended user too (403).
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
    // A user an admin created is pending until their first call.
    if (user.status === 'pending') {
      await this.update(principal.sub, { $set: { status: 'active' } });
      user.status = 'active';
    }
    const stale = now.getTime() - user.lastLoginAt.getTime() > LAST_LOGIN_RESOLUTION_MS;
    // A token issued before an admin's edit still carries the old name and address.
    const tokenKnowsProfile = !profileEditedSince(user, principal);
    if (stale || (tokenKnowsProfile && !sameProfile(user, principal))) {
      if (!tokenKnowsProfile) {
        await this.update(principal.sub, { $set: { lastLoginAt: now } });
        return { ...user, lastLoginAt: now };
      }
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
   * Stores what a user may do as an admin (issue 16 item 1): their roles and, for an admin, the
   * admin permissions a super admin left them (`undefined`: the whole admin role). False when no
   * such user.
   */
  setAdminAccess(
    sub: string,
    access: { roles: Role[]; adminPermissions: Permission[] | undefined },
  ): Promise<boolean> {
    return this.update(
      sub,
      access.adminPermissions
        ? { $set: { roles: access.roles, adminPermissions: access.adminPermissions } }
        : { $set: { roles: access.roles }, $unset: { adminPermissions: '' } },
    );
  }

  /**
   * The record of a user an admin created, before their first sign-in (status pending). False
   * when a record with that id exists already.
   */
  async createPending(
    sub: string,
    profile: { name: string; email: string; roles: Role[] },
    now: Date,
  ): Promise<boolean> {
    try {
      await this.users.create({
        _id: sub,
        ...profile,
        status: 'pending',
        createdAt: now,
        lastLoginAt: now,
        revision: 0,
      });
      await this.changed(sub);
      return true;
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      return false;
    }
  }

  /**
   * Stores an admin's edit and its revision. Tokens issued before it no longer refresh the name
   * and address (see recordCall). False when no such user.
   */
  setProfile(
    sub: string,
    profile: { name: string; email: string; roles: Role[]; revision: number },
    at = new Date(),
  ): Promise<boolean> {
    return this.update(sub, { $set: { ...profile, profileEditedAt: at } });
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
      await this.cache.invalidate(sub);
    });
    await this.changed(sub);
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

  /**
   * One update of an existing record, serialised with the record's other updates; the cached
   * record is dropped on every instance before it answers.
   */
  private async update(sub: string, update: UpdateQuery<UserEntity>): Promise<boolean> {
    const matched = await this.writes.run(sub, async () => {
      const result = await this.users.updateOne({ _id: sub }, update).exec();
      await this.cache.invalidate(sub);
      return result.matchedCount > 0;
    });
    if (matched) await this.changed(sub);
    return matched;
  }

  /** Tells the admin users grid on every instance that this record changed (decision 10). */
  private async changed(sub: string): Promise<void> {
    await this.changes.record(USERS_CHANGE_STREAM, [sub]);
  }

  /**
   * A caller without a record is signing up (in Auth0 mode the account exists before the API
   * hears of it): refused while the `new-sign-ups` flag is off for them. Admins and super admins
   * are let in whatever the flag says, so switching sign-ups off never locks the team out.
   */
  private async checkSignUpsOpen(principal: Principal): Promise<void> {
    if (isAdminRoles(principal.roles)) return;
    const context = { ...VISITOR_CONTEXT, userId: principal.sub, audiences: principal.roles };
    if (await this.flags.isOn(FLAG_KEYS.newSignUps, context)) return;
    this.logger.warn({ userId: principal.sub }, 'first call refused: new sign-ups are closed');
    throw new ApiException(403, FLAG_MESSAGES.signUpsClosed);
  }

  private async findOrCreate(principal: Principal, now: Date): Promise<UserEntity> {
    // The driver's own findOne, not a mongoose query: on this path, taken by most calls, a query's
    // casting and the stack trace it captures on every exec were about 3 % of the API's busy time
    // in the sync benchmark's profile. The record is stored as written, so nothing needs casting.
    const existing = await this.cache.read(principal.sub, () =>
      this.records.findOne({ _id: principal.sub }),
    );
    if (existing) return existing;
    await this.checkSignUpsOpen(principal);
    // A super admin by their token's claim joins the roster before their record exists, so no
    // demotion of anyone can count without them in between (superadmin-roster.ts).
    if (isSuperadminRoles(principal.roles)) await this.roster.add(principal.sub, principal.sub);
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
      await this.changed(principal.sub);
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
