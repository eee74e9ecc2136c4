import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import {
  ADMIN_USER_MESSAGES,
  type AdminUserRow,
  type BulkUserAction,
  type CreateUserInput,
  type UpdateUserInput,
  USERS_GRID,
} from '../../../shared/admin/admin-users';
import {
  BULK_COUNT_CHANGED_MESSAGE,
  type BulkResult,
  type GridPage,
  type GridQueryOf,
} from '../../../shared/admin/grid-query';
import { normaliseEmail } from '../../../shared/auth/password-policy';
import { isSuperadminRoles, type Role } from '../../../shared/auth/roles';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { AccountDeletionService } from '../account/account-deletion.service';
import { type AuditActor, AuditLog } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { AccountsService, DuplicateEmailError } from '../identity/accounts.service';
import { UserAccessService } from '../users/user-access.service';
import { UsersService } from '../users/users.service';
import { PasswordResets } from './password-resets.service';
import { SuperadminRoster } from '../users/superadmin-roster';
import { UserRevisionClaims } from './user-revision-claims';
import { toAdminUserRow, UsersReadModel } from './users-read-model';

/** The caller of an admin action: who (for the audit) and which roles (for their rights). */
export interface AdminCaller extends AuditActor {
  roles: readonly Role[];
}

type UsersQuery = GridQueryOf<typeof USERS_GRID>;
type BulkTarget =
  { ids: string[]; expectedCount: number } | { query: UsersQuery; expectedCount: number };

/** The fields of a user the audit log keeps before and after a change. */
const audited = (row: AdminUserRow | undefined) =>
  row ? { name: row.name, email: row.email, roles: row.roles, status: row.status } : null;

/**
 * User management for the admin area (spec §4, §6; issue 13 item 4). Lists come from the
 * in-memory read model; every write goes to the user record (and the local login when there is
 * one), then tells the read model which user changed, then writes the audit entry. Admins act
 * within their rights: only a super admin changes a super admin or grants that role, and nobody
 * suspends or deletes themselves here.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly access: UserAccessService,
    private readonly accounts: AccountsService,
    private readonly deletions: AccountDeletionService,
    private readonly resets: PasswordResets,
    private readonly revisions: UserRevisionClaims,
    private readonly roster: SuperadminRoster,
    private readonly readModel: UsersReadModel,
    private readonly audit: AuditLog,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(AdminUsersService.name);
  }

  list(query: UsersQuery): Promise<GridPage<AdminUserRow>> {
    return this.readModel.query(query);
  }

  async get(id: string): Promise<AdminUserRow> {
    const user = await this.users.find(id);
    if (!user || user.deletedAt) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    return toAdminUserRow(user);
  }

  async create(caller: AdminCaller, input: CreateUserInput): Promise<AdminUserRow> {
    this.mayGrant(caller, input.roles);
    if (this.config.AUTH_MODE !== 'local') {
      // Auth0 owns the logins there; its users appear here on their first call.
      throw new ApiException(400, ADMIN_USER_MESSAGES.notLocal);
    }
    let sub: string;
    try {
      sub = (await this.accounts.create(input))._id;
    } catch (error) {
      if (error instanceof DuplicateEmailError) throw this.emailTaken();
      throw error;
    }
    const profile = { name: input.name, email: normaliseEmail(input.email), roles: input.roles };
    // On the roster before the record exists, as a first sign-in does (UsersService).
    if (isSuperadminRoles(input.roles)) await this.roster.add(caller.id, sub);
    await this.users.createPending(sub, profile, new Date());
    const row = await this.afterWrite(sub);
    await this.audit.record(caller, {
      action: 'user.create',
      resourceType: 'user',
      resourceId: sub,
      after: audited(row),
    });
    return row!;
  }

  async update(caller: AdminCaller, id: string, input: UpdateUserInput): Promise<AdminUserRow> {
    const before = await this.get(id);
    this.mayChange(caller, before);
    this.mayGrant(caller, input.roles);
    const email = normaliseEmail(input.email);
    if (email !== before.email && (await this.accounts.findByEmail(email))) throw this.emailTaken();
    const revision = input.revision + 1;
    if (
      before.revision !== input.revision ||
      !(await this.revisions.claim(id, revision, caller.id))
    ) {
      this.logger.warn({ userId: id, revision: input.revision }, 'stale user edit refused');
      throw new ApiException(409, ADMIN_USER_MESSAGES.staleRevision);
    }
    const profile = { name: input.name, email, roles: input.roles };
    // The revision is spent: store it, so the form reloads instead of being refused forever.
    const keepBefore = async () => {
      const { name, email: address, roles } = before;
      await this.users.setProfile(id, { name, email: address, roles, revision });
      await this.afterWrite(id);
    };
    if (!(await this.rosterFollows(caller, before, input.roles, before.status !== 'suspended'))) {
      await keepBefore();
      throw this.lastSuperadmin();
    }
    try {
      if (this.config.AUTH_MODE === 'local') await this.accounts.updateProfile(id, profile);
    } catch (error) {
      await keepBefore();
      if (error instanceof DuplicateEmailError) throw this.emailTaken();
      throw error;
    }
    await this.users.setProfile(id, { ...profile, revision });
    const after = await this.afterWrite(id);
    await this.audit.record(caller, {
      action: 'user.update',
      resourceType: 'user',
      resourceId: id,
      before: audited(before),
      after: audited(after),
    });
    return after!;
  }

  async suspend(caller: AdminCaller, id: string): Promise<AdminUserRow> {
    return (await this.applyStatus(caller, [await this.get(id)], 'suspend'))[0]!;
  }

  async activate(caller: AdminCaller, id: string): Promise<AdminUserRow> {
    return (await this.applyStatus(caller, [await this.get(id)], 'activate'))[0]!;
  }

  async remove(caller: AdminCaller, id: string): Promise<void> {
    await this.applyDelete(caller, [await this.get(id)]);
  }

  async resetPassword(caller: AdminCaller, id: string): Promise<void> {
    const user = await this.get(id);
    this.mayChange(caller, user);
    await this.resets.start(user);
    await this.audit.record(caller, {
      action: 'user.reset-password',
      resourceType: 'user',
      resourceId: id,
    });
  }

  /**
   * A bulk action over the selection the admin saw: refused (409) when it no longer covers the
   * count they were shown, so nothing happens to rows they did not see.
   */
  async bulk(caller: AdminCaller, action: BulkUserAction, target: BulkTarget): Promise<BulkResult> {
    const rows = await this.selected(target);
    if (rows.length !== target.expectedCount) {
      this.logger.warn(
        { action, expected: target.expectedCount, found: rows.length },
        'bulk user action refused: the selection changed',
      );
      throw new ApiException(409, BULK_COUNT_CHANGED_MESSAGE);
    }
    if (action === 'delete') await this.applyDelete(caller, rows);
    else await this.applyStatus(caller, rows, action);
    return { affected: rows.length };
  }

  private async selected(target: BulkTarget): Promise<AdminUserRow[]> {
    if ('query' in target) return this.readModel.matching(target.query);
    const rows = await Promise.all([...new Set(target.ids)].map((id) => this.readModel.row(id)));
    return rows.filter((row): row is AdminUserRow => row !== undefined);
  }

  private async applyStatus(
    caller: AdminCaller,
    rows: AdminUserRow[],
    action: 'suspend' | 'activate',
  ): Promise<AdminUserRow[]> {
    for (const row of rows) this.mayChange(caller, row, action === 'suspend');
    for (const row of rows) {
      const active = action === 'activate';
      if (!(await this.rosterFollows(caller, row, row.roles, active))) throw this.lastSuperadmin();
      if (action === 'suspend') await this.access.suspend(row.id);
      else await this.access.activate(row.id);
    }
    await this.readModel.catchUp();
    const after = await Promise.all(rows.map((row) => this.readModel.row(row.id)));
    for (const [i, row] of rows.entries()) {
      await this.audit.record(caller, {
        action: action === 'suspend' ? 'user.suspend' : 'user.activate',
        resourceType: 'user',
        resourceId: row.id,
        before: audited(row),
        after: audited(after[i]),
      });
    }
    return after.filter((row): row is AdminUserRow => row !== undefined);
  }

  private async applyDelete(caller: AdminCaller, rows: AdminUserRow[]): Promise<void> {
    for (const row of rows) this.mayChange(caller, row, true);
    const now = new Date();
    for (const row of rows) {
      if (!(await this.rosterFollows(caller, row, [], false))) throw this.lastSuperadmin();
      await this.deletions.requestFor(row.id, row.email, now);
    }
    await this.readModel.catchUp();
    for (const row of rows) {
      await this.audit.record(caller, {
        action: 'user.delete',
        resourceType: 'user',
        resourceId: row.id,
        before: audited(row),
        after: null,
      });
    }
  }

  /** Refuses a change the caller's rights do not cover. */
  private mayChange(caller: AdminCaller, target: AdminUserRow, removesAccess = false): void {
    if (removesAccess && target.id === caller.id) {
      this.logger.warn({ userId: caller.id }, 'admin action on own account refused');
      throw new ApiException(403, ADMIN_USER_MESSAGES.notYourself);
    }
    if (isSuperadminRoles(target.roles) && !isSuperadminRoles(caller.roles)) {
      this.logger.warn({ userId: caller.id, target: target.id }, 'change of a super admin refused');
      throw new ApiException(403, ADMIN_USER_MESSAGES.superadminOnly);
    }
  }

  private mayGrant(caller: AdminCaller, roles: readonly Role[]): void {
    if (isSuperadminRoles(roles) && !isSuperadminRoles(caller.roles)) {
      this.logger.warn({ userId: caller.id }, 'grant of superadmin refused');
      throw new ApiException(403, ADMIN_USER_MESSAGES.superadminOnly);
    }
  }

  /**
   * Keeps the super admin roster (superadmin-roster.ts) in step with a change that leaves `row`
   * with `roles`, able to act or not (suspended, deleted): false, and nothing changed, when it
   * would leave no super admin able to act, however many such changes race.
   */
  private async rosterFollows(
    caller: AdminCaller,
    row: AdminUserRow,
    roles: readonly Role[],
    activeAfter: boolean,
  ): Promise<boolean> {
    const was = isSuperadminRoles(row.roles) && row.status !== 'suspended';
    const will = isSuperadminRoles(roles) && activeAfter;
    if (was && !will) return this.roster.remove(caller.id, row.id);
    if (!was && will) await this.roster.add(caller.id, row.id);
    return true;
  }

  private lastSuperadmin(): ApiException {
    this.logger.warn('change refused: it would leave no super admin');
    return new ApiException(403, ADMIN_USER_MESSAGES.lastSuperadmin);
  }

  private emailTaken(): ApiException {
    return new ApiException(409, ADMIN_USER_MESSAGES.emailTaken, [
      { field: 'email', message: ADMIN_USER_MESSAGES.emailTaken },
    ]);
  }

  /** Applies the write (fed by UsersService) to the read model; answers the row as it now is. */
  private async afterWrite(id: string): Promise<AdminUserRow | undefined> {
    await this.readModel.catchUp();
    return this.readModel.row(id);
  }
}
