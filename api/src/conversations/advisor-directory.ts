import { Injectable } from '@nestjs/common';
import { type AdminUserRow, USERS_GRID } from '../../../shared/admin/admin-users';
import { isAdminRoles } from '../../../shared/auth/roles';
import { type Advisor } from '../../../shared/conversations/advisor-desk';
import { UsersReadModel } from '../admin-users/users-read-model';
import { RolePermissions } from '../roles/role-permissions';

const asAdvisor = (user: AdminUserRow): Advisor => ({ id: user.id, email: user.email });

/** The advisors, from the users' read model in memory (DESIGN.md decision 10). */
@Injectable()
export class AdvisorDirectory {
  constructor(
    private readonly users: UsersReadModel,
    private readonly permissions: RolePermissions,
  ) {}

  /** Whom a conversation can be handed to: active admins. */
  async advisors(): Promise<Advisor[]> {
    return (await this.activeAdmins()).map(asAdvisor);
  }

  /** Whose inbox lists the conversations: active admins whose roles grant reading them. */
  async inboxReaders(): Promise<Advisor[]> {
    const admins = await this.activeAdmins();
    const granted = await Promise.all(
      admins.map((user) =>
        this.permissions.grants(
          { _id: user.id, roles: user.roles, adminPermissions: user.adminPermissions },
          'conversations:read',
        ),
      ),
    );
    return admins.filter((_, index) => granted[index]).map(asAdvisor);
  }

  private async activeAdmins(): Promise<AdminUserRow[]> {
    const active = await this.users.matching({
      ...USERS_GRID.querySchema.parse({}),
      sort: 'email',
      direction: 'asc',
      filters: { status: 'active' },
    });
    return active.filter((user) => isAdminRoles(user.roles));
  }
}
