import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import {
  ADMIN_ACCOUNT_MESSAGES,
  type AddAdminInput,
  type AddedAdmin,
  type AdminAccount,
  type AdminAccountRole,
} from '../../../shared/admin/admin-accounts';
import { type AdminUserRow, USERS_GRID } from '../../../shared/admin/admin-users';
import { normaliseEmail } from '../../../shared/auth/password-policy';
import { ADMIN_PERMISSIONS, type Permission } from '../../../shared/auth/permissions';
import { isAdminRoles, isSuperadminRoles, type Role } from '../../../shared/auth/roles';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { PasswordResets } from '../admin-users/password-resets.service';
import { SuperadminRoster } from '../users/superadmin-roster';
import { toAdminUserRow, UsersReadModel } from '../admin-users/users-read-model';
import { type AuditActor, AuditLog } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { AccountsService } from '../identity/accounts.service';
import { UserAccessService } from '../users/user-access.service';
import { type UserEntity } from '../users/user.schema';
import { UsersService } from '../users/users.service';
import { Auth0RoleWriter } from './auth0-role-writer';

interface Access {
  roles: Role[];
  adminPermissions: Permission[] | undefined;
}

const accessOf = (user: UserEntity): Access => ({
  roles: user.roles,
  adminPermissions: user.adminPermissions,
});

/** The record's admin role; undefined for anyone else. */
const adminRoleOf = (roles: readonly Role[]): AdminAccountRole | undefined =>
  isSuperadminRoles(roles) ? 'superadmin' : isAdminRoles(roles) ? 'admin' : undefined;

/** An admin's card, from their row in the users' read model. */
export function toAdminAccount(row: AdminUserRow): AdminAccount {
  const role = adminRoleOf(row.roles) ?? 'admin';
  const narrowed = role === 'admin' ? row.adminPermissions : undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    permissions: ADMIN_PERMISSIONS.filter(
      (permission) => !narrowed || narrowed.includes(permission),
    ),
    restricted: narrowed !== undefined,
    status: row.status,
    lastLoginAt: row.lastLoginAt,
  };
}

const accountOf = (user: UserEntity) => toAdminAccount(toAdminUserRow(user));

/**
 * Manage admins (spec §6 superadmin: admin accounts; issue 16 item 1). Every change is made in
 * this order: the super admin roster first when the set of super admins changes (it alone
 * decides, race-safe, whether one would be left), then the identity provider's copy of the
 * roles (Auth0 mode; the roster change is undone when that fails), then the stored record the
 * guard reads on every call, so it counts from the target's next request; then the audit entry.
 */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly access: UserAccessService,
    private readonly accounts: AccountsService,
    private readonly readModel: UsersReadModel,
    private readonly roster: SuperadminRoster,
    private readonly resets: PasswordResets,
    private readonly auth0: Auth0RoleWriter,
    private readonly audit: AuditLog,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(AdminAccountsService.name);
  }

  /** Admins and super admins, super admins first, then by name (the read model, in memory). */
  async list(): Promise<AdminAccount[]> {
    const rows = await this.readModel.matching(USERS_GRID.querySchema.parse({ sort: 'name' }));
    return rows
      .filter((row) => isAdminRoles(row.roles))
      .map(toAdminAccount)
      .sort((a, b) => Number(b.role === 'superadmin') - Number(a.role === 'superadmin'));
  }

  /** Promotes the user with this address, or invites a new one (local logins). */
  async add(caller: AuditActor, input: AddAdminInput): Promise<AddedAdmin> {
    const email = normaliseEmail(input.email);
    const rows = await this.readModel.matching(USERS_GRID.querySchema.parse({ q: email }));
    const existing = rows.find((row) => row.email === email);
    if (existing) {
      const user = await this.target(existing.id);
      if (user.status === 'suspended') throw this.refused(409, 'suspended');
      if (adminRoleOf(user.roles) === input.role) throw this.refused(409, 'alreadyAdmin');
      const after = await this.apply(caller, user, {
        roles: [input.role],
        adminPermissions: undefined,
      });
      await this.record(caller, 'admin.add', user, after);
      return { admin: accountOf(after), invited: false };
    }
    return this.invite(caller, email, input);
  }

  async setRole(caller: AuditActor, id: string, role: AdminAccountRole): Promise<AdminAccount> {
    const user = await this.changeable(caller, id);
    if (adminRoleOf(user.roles) === role) throw this.refused(409, 'alreadyAdmin');
    const after = await this.apply(caller, user, { roles: [role], adminPermissions: undefined });
    await this.record(caller, 'admin.role', user, after);
    return accountOf(after);
  }

  async setPermissions(
    caller: AuditActor,
    id: string,
    permissions: Permission[],
  ): Promise<AdminAccount> {
    const user = await this.changeable(caller, id);
    if (isSuperadminRoles(user.roles)) throw this.refused(400, 'superadminPermissions');
    const all = ADMIN_PERMISSIONS.every((permission) => permissions.includes(permission));
    const adminPermissions = all
      ? undefined
      : ADMIN_PERMISSIONS.filter((permission) => permissions.includes(permission));
    const after = await this.apply(caller, user, { roles: user.roles, adminPermissions });
    await this.record(caller, 'admin.permissions', user, after);
    return accountOf(after);
  }

  /** Takes the admin area away: the user stays, as a student. */
  async remove(caller: AuditActor, id: string): Promise<void> {
    const user = await this.changeable(caller, id);
    const after = await this.apply(caller, user, {
      roles: ['student'],
      adminPermissions: undefined,
    });
    await this.record(caller, 'admin.remove', user, after);
  }

  private async invite(caller: AuditActor, email: string, input: AddAdminInput) {
    if (this.auth0.enabled) throw this.refused(400, 'unknownEmail');
    const name = input.name || email.split('@')[0]!;
    const roles: Role[] = [input.role];
    // An account that signed up but never called the API has a login and no record yet.
    const login = await this.accounts.findByEmail(email);
    // Nobody knows this password: the invitation's link sets the first real one.
    const password = `${randomBytes(24).toString('base64url')}Aa1!`;
    const sub = login?._id ?? (await this.accounts.create({ name, email, roles, password }))._id;
    if (login) await this.accounts.updateProfile(sub, { name: login.name, email, roles });
    await this.users.createPending(sub, { name: login?.name ?? name, email, roles }, new Date());
    if (input.role === 'superadmin') await this.roster.add(caller.id, sub);
    const user = await this.target(sub);
    if (!login) await this.resets.start(toAdminUserRow(user), 'invite');
    await this.readModel.catchUp();
    await this.record(caller, login ? 'admin.add' : 'admin.invite', null, user);
    return { admin: accountOf(user), invited: !login };
  }

  /** The record of an admin the caller may change: not themselves. */
  private async changeable(caller: AuditActor, id: string): Promise<UserEntity> {
    if (id === caller.id) {
      this.logger.warn({ userId: caller.id }, 'change of own admin access refused');
      throw this.refused(403, 'notYourself');
    }
    const user = await this.target(id);
    if (!isAdminRoles(user.roles)) throw this.refused(404, 'notAnAdmin');
    return user;
  }

  private async target(id: string): Promise<UserEntity> {
    const user = await this.users.find(id);
    if (!user || user.deletedAt) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    return user;
  }

  private async apply(caller: AuditActor, user: UserEntity, next: Access): Promise<UserEntity> {
    const able = user.status !== 'suspended';
    const was = isSuperadminRoles(user.roles) && able;
    const will = isSuperadminRoles(next.roles) && able;
    if (was && !will && !(await this.roster.remove(caller.id, user._id))) {
      this.logger.warn({ userId: caller.id, target: user._id }, 'demotion of the last super admin');
      throw this.refused(403, 'lastSuperadmin');
    }
    if (!was && will) await this.roster.add(caller.id, user._id);
    const rolesChanged = next.roles.join() !== user.roles.join();
    try {
      if (rolesChanged && this.auth0.enabled) await this.auth0.setRoles(user._id, next.roles);
    } catch (error) {
      // Nothing changed after all: the roster goes back to what it was.
      if (was && !will) await this.roster.add(caller.id, user._id);
      if (!was && will) await this.roster.remove(caller.id, user._id);
      throw error;
    }
    if (rolesChanged && !this.auth0.enabled) {
      await this.accounts.updateProfile(user._id, {
        name: user.name,
        email: user.email,
        roles: next.roles,
      });
    }
    await this.access.setAdminAccess(user._id, next);
    await this.readModel.catchUp();
    return { ...user, ...next };
  }

  private async record(
    caller: AuditActor,
    action: 'admin.add' | 'admin.invite' | 'admin.role' | 'admin.permissions' | 'admin.remove',
    before: UserEntity | null,
    after: UserEntity,
  ): Promise<void> {
    await this.audit.record(caller, {
      action,
      resourceType: 'user',
      resourceId: after._id,
      before: before && { email: before.email, ...accessOf(before) },
      after: { email: after.email, ...accessOf(after) },
    });
  }

  private refused(status: number, key: keyof typeof ADMIN_ACCOUNT_MESSAGES): ApiException {
    return new ApiException(status, ADMIN_ACCOUNT_MESSAGES[key]);
  }
}
