import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { type AdminUserRow, USERS_GRID } from '../../../shared/admin/admin-users';
import { AdminReadModel } from '../admin-grid/admin-read-model';
import { GridChangeLog } from '../admin-grid/grid-change-log';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { USER_MODEL, type UserEntity } from '../users/user.schema';
import { USERS_CHANGE_STREAM } from '../users/users.service';

export function toAdminUserRow(user: UserEntity): AdminUserRow {
  return {
    id: user._id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt.toISOString(),
    revision: user.revision ?? 0,
    ...(user.adminPermissions ? { adminPermissions: user.adminPermissions } : {}),
  };
}

/**
 * Every user but the deleted ones, in memory for the users grid (DESIGN.md decision 10). Every
 * write of a user record (UsersService) feeds the change stream this follows.
 */
@Injectable()
export class UsersReadModel extends AdminReadModel<UserEntity, AdminUserRow, typeof USERS_GRID> {
  constructor(
    @InjectModel(USER_MODEL) users: Model<UserEntity>,
    changes: GridChangeLog,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(
      {
        name: USERS_CHANGE_STREAM,
        definition: USERS_GRID,
        model: users,
        toRow: (user) => (user.deletedAt ? undefined : toAdminUserRow(user)),
        rowId: (row) => row.id,
        searchText: (row) => `${row.name} ${row.email}`,
        filters: {
          role: (row, role) => row.roles.includes(role),
          status: (row, status) => row.status === status,
          // The schema spells the moment as toISOString does: the texts compare as the moments.
          since: (row, instant) => row.createdAt >= instant,
        },
        sortKeys: {
          name: (row) => row.name,
          email: (row) => row.email,
          status: (row) => row.status,
          createdAt: (row) => row.createdAt,
          lastLoginAt: (row) => row.lastLoginAt,
        },
      },
      changes,
      config.ADMIN_GRID_POLL_INTERVAL_MS,
    );
  }
}
