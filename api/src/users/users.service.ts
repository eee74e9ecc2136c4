import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model } from 'mongoose';
import { type Me } from '../../../shared/auth/auth-state';
import { AUTH_MESSAGES } from '../../../shared/auth/auth-errors';
import { isAdminRoles } from '../../../shared/auth/roles';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { USER_MODEL, type UserEntity } from './user.schema';

/** Writes `lastLoginAt` at most this often, so a busy client does not write on every call. */
const LAST_LOGIN_RESOLUTION_MS = 5 * 60_000;
const DUPLICATE_KEY = 11000;

function sameProfile(user: UserEntity, principal: Principal): boolean {
  return (
    user.name === principal.name &&
    user.email === principal.email.toLowerCase() &&
    user.picture === principal.picture &&
    user.roles.join() === principal.roles.join()
  );
}

/** Users as the API knows them: created on their first authenticated call, kept in step after. */
@Injectable()
export class UsersService {
  constructor(@InjectModel(USER_MODEL) private readonly users: Model<UserEntity>) {}

  /** Creates or refreshes the caller's record; a suspended user is refused (403). */
  async recordCall(principal: Principal, now = new Date()): Promise<UserEntity> {
    const user = await this.findOrCreate(principal, now);
    if (user.status === 'suspended') throw new ApiException(403, AUTH_MESSAGES.accountSuspended);
    const stale = now.getTime() - user.lastLoginAt.getTime() > LAST_LOGIN_RESOLUTION_MS;
    if (stale || !sameProfile(user, principal)) {
      const profile = {
        name: principal.name,
        email: principal.email,
        picture: principal.picture,
        roles: principal.roles,
        lastLoginAt: now,
      };
      await this.users.updateOne({ _id: principal.sub }, { $set: profile });
      return { ...user, ...profile, email: principal.email.toLowerCase() };
    }
    return user;
  }

  async me(principal: Principal): Promise<Me> {
    const user = await this.recordCall(principal);
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
