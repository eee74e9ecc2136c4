import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import {
  type CreateRoleInput,
  isBuiltInRoleName,
  type RoleView,
  superadminOnlyPermissions,
  type UpdateRoleInput,
} from '../../../shared/admin/roles';
import { BUILT_IN_ROLE_PERMISSIONS, type Permission } from '../../../shared/auth/permissions';
import { isSuperadminRoles, ROLES } from '../../../shared/auth/roles';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { UsersService } from '../users/users.service';
import { type RoleWriteResult, RoleRepository } from './role.repository';
import { RolePermissions } from './role-permissions';
import { type RoleEntity } from './role.schema';

function toView(role: RoleEntity): RoleView {
  return {
    name: role._id,
    description: role.description,
    permissions: role.permissions,
    builtIn: role.builtIn,
    revision: role.revision,
    members: role.members,
    updatedAt: new Date(role.updatedAt).toISOString(),
  };
}

const auditState = (role: RoleEntity) => ({
  description: role.description,
  permissions: role.permissions,
  members: role.members,
});

const samePermissions = (a: readonly Permission[], b: readonly Permission[]) =>
  a.length === b.length && a.every((permission) => b.includes(permission));

/**
 * Role management (issue 13 item 9, spec §6): built-in roles are seeded from the code and can be
 * neither changed nor deleted; only a super admin may put a super-admin permission into a role
 * or hand out a role holding one. Every change is audited and invalidates the permission cache.
 */
@Injectable()
export class RolesService implements OnApplicationBootstrap {
  constructor(
    private readonly roles: RoleRepository,
    private readonly permissions: RolePermissions,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
  ) {}

  /** Stores the built-in roles as the code defines them (several instances may do it at once). */
  async onApplicationBootstrap(): Promise<void> {
    const now = new Date();
    for (const name of ROLES) {
      const permissions = [...BUILT_IN_ROLE_PERMISSIONS[name]];
      const stored = await this.roles.find(name);
      if (!stored) {
        await this.roles.create(name, { description: '', permissions, members: [] }, true, now);
      } else if (!samePermissions(stored.permissions, permissions)) {
        await this.roles.update(name, () => ({ permissions }), now);
      }
    }
    this.permissions.invalidate();
  }

  async list(): Promise<RoleView[]> {
    const roles = await this.roles.all();
    return roles
      .map(toView)
      .sort((a, b) => Number(b.builtIn) - Number(a.builtIn) || a.name.localeCompare(b.name));
  }

  async create(principal: Principal, actor: AuditActor, input: CreateRoleInput): Promise<RoleView> {
    this.checkGrantable(principal, input.permissions);
    const fields = { description: input.description, permissions: input.permissions, members: [] };
    if (
      isBuiltInRoleName(input.name) ||
      !(await this.roles.create(input.name, fields, false, new Date()))
    ) {
      throw new ApiException(409, ADMIN_MESSAGES.roleExists, [
        { field: 'name', message: ADMIN_MESSAGES.roleExists },
      ]);
    }
    const role = await this.written(await this.roles.find(input.name), input.name);
    await this.audit.record(actor, {
      action: 'role.create',
      resourceType: 'role',
      resourceId: role._id,
      before: null,
      after: auditState(role),
    });
    return toView(role);
  }

  async update(
    principal: Principal,
    actor: AuditActor,
    name: string,
    input: UpdateRoleInput,
  ): Promise<RoleView> {
    const before = await this.editable(principal, name);
    this.checkGrantable(principal, input.permissions);
    const result = await this.roles.update(
      name,
      () => ({ description: input.description, permissions: input.permissions }),
      new Date(),
      input.revision,
    );
    const role = this.outcome(result);
    await this.audit.record(actor, {
      action: 'role.update',
      resourceType: 'role',
      resourceId: name,
      before: auditState(before),
      after: auditState(role),
    });
    return toView(role);
  }

  async delete(principal: Principal, actor: AuditActor, name: string, revision?: number) {
    await this.editable(principal, name);
    const role = this.outcome(await this.roles.delete(name, new Date(), revision));
    await this.audit.record(actor, {
      action: 'role.delete',
      resourceType: 'role',
      resourceId: name,
      before: auditState(role),
      after: null,
    });
  }

  /** Gives the custom role `name` to a user, or takes it back (`grant` false). */
  async setMember(
    principal: Principal,
    actor: AuditActor,
    name: string,
    userId: string,
    grant: boolean,
  ): Promise<RoleView> {
    const before = await this.editable(principal, name);
    if (grant && !(await this.users.find(userId))) {
      throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    }
    const role = this.outcome(
      await this.roles.update(
        name,
        (current) => ({
          members: grant
            ? [...new Set([...current.members, userId])]
            : current.members.filter((member) => member !== userId),
        }),
        new Date(),
      ),
    );
    await this.audit.record(actor, {
      action: grant ? 'role.grant' : 'role.revoke',
      resourceType: 'role',
      resourceId: name,
      before: { members: before.members },
      after: { members: role.members, userId },
    });
    return toView(role);
  }

  /** The role, when the caller may change it: it exists, is custom, and is within their rights. */
  private async editable(principal: Principal, name: string): Promise<RoleEntity> {
    const role = await this.roles.find(name);
    if (!role) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    if (role.builtIn) throw new ApiException(400, ADMIN_MESSAGES.builtInRole);
    this.checkGrantable(principal, role.permissions);
    return role;
  }

  private checkGrantable(principal: Principal, permissions: readonly Permission[]): void {
    if (isSuperadminRoles(principal.roles)) return;
    if (superadminOnlyPermissions(permissions).length === 0) return;
    throw new ApiException(403, CALL_ERROR_MESSAGES.forbidden, [
      { field: 'permissions', message: ADMIN_MESSAGES.superadminOnly },
    ]);
  }

  private outcome(result: RoleWriteResult): RoleEntity {
    if (result.ok) {
      this.permissions.invalidate();
      return result.role;
    }
    if (result.reason === 'missing') throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    throw new ApiException(409, ADMIN_MESSAGES.staleRevision);
  }

  private written(role: RoleEntity | null, name: string): RoleEntity {
    this.permissions.invalidate();
    if (!role) throw new Error(`role ${name} vanished right after it was created`);
    return role;
  }
}
