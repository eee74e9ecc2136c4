/**
 * Keeps the advisors' open application board and document review queue live (issue 15 item 6):
 * after a change recorded in either list's change feed (a student applies, withdraws or uploads;
 * an advisor moves or reviews something), every active admin whose permissions show that list
 * gets an `advisor-list-changed` poke on every instance (UserFanout), and their screen reads the
 * list again. The list's own change feed already keeps every instance's read model current, so
 * the poke carries no rows. A failure here never fails the write that caused it.
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { USERS_GRID } from '../../../shared/admin/admin-users';
import { type Permission } from '../../../shared/auth/permissions';
import { isAdminRoles } from '../../../shared/auth/roles';
import { type AdvisorList } from '../../../shared/realtime/realtime-messages';
import { UsersReadModel } from '../admin-users/users-read-model';
import { UserFanout } from '../realtime/user-fanout';
import { RolePermissions } from '../roles/role-permissions';

const READ_PERMISSION: Record<AdvisorList, Permission> = {
  applications: 'applications:read',
  documents: 'documents:review',
};

@Injectable()
export class AdvisorListPoke {
  constructor(
    private readonly users: UsersReadModel,
    private readonly permissions: RolePermissions,
    private readonly fanout: UserFanout,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(AdvisorListPoke.name);
  }

  async changed(list: AdvisorList): Promise<void> {
    try {
      const readers = await this.readers(READ_PERMISSION[list]);
      const message = { type: 'advisor-list-changed', list } as const;
      await Promise.all(readers.map((id) => this.fanout.sendToUser(id, message)));
    } catch (error) {
      this.logger.warn({ err: error, list }, 'advisors not told of a list change');
    }
  }

  /** Active admins (from the users' read model in memory) whose roles grant `permission`. */
  private async readers(permission: Permission): Promise<string[]> {
    const active = await this.users.matching({
      ...USERS_GRID.querySchema.parse({}),
      sort: 'email',
      direction: 'asc',
      filters: { status: 'active' },
    });
    const admins = active.filter((user) => isAdminRoles(user.roles));
    const granted = await Promise.all(
      admins.map((user) =>
        this.permissions.grants(
          { _id: user.id, roles: user.roles, adminPermissions: user.adminPermissions },
          permission,
        ),
      ),
    );
    return admins.filter((_, index) => granted[index]).map((user) => user.id);
  }
}
