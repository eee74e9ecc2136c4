import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { AUTH_MESSAGES } from '../../../shared/auth/auth-errors';
import { type Permission } from '../../../shared/auth/permissions';
import { type Role } from '../../../shared/auth/roles';
import { REALTIME_CLOSE_CODES } from '../../../shared/realtime/realtime-messages';
import { UserFanout } from '../realtime/user-fanout';
import { UsersService } from './users.service';

/**
 * Changes to what a user may do (spec §4: suspend, activate; decision 11: roles), effective at
 * their next call because the guard reads the stored record on every request. A suspension also
 * closes the user's open sockets on every instance (UserFanout) with the suspension message, so
 * they stop receiving at once. Each method answers false when there is no such user.
 */
@Injectable()
export class UserAccessService {
  constructor(
    private readonly users: UsersService,
    private readonly fanout: UserFanout,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(UserAccessService.name);
  }

  async suspend(sub: string): Promise<boolean> {
    if (!(await this.users.setStatus(sub, 'suspended'))) return false;
    await this.fanout.disconnectUser(
      sub,
      REALTIME_CLOSE_CODES.forbidden,
      AUTH_MESSAGES.accountSuspended,
    );
    this.logger.info({ userId: sub }, 'user suspended');
    return true;
  }

  async activate(sub: string): Promise<boolean> {
    if (!(await this.users.setStatus(sub, 'active'))) return false;
    this.logger.info({ userId: sub }, 'user activated');
    return true;
  }

  /**
   * Stores a role or permission change (Manage admins), counted from the user's next call. Their
   * open sockets on every instance are closed as if their token had expired, so each client gets
   * a fresh token and reconnects at once, authorised by the new record (SocketAuthenticator).
   */
  async setAdminAccess(
    sub: string,
    access: { roles: Role[]; adminPermissions: Permission[] | undefined },
  ): Promise<boolean> {
    if (!(await this.users.setAdminAccess(sub, access))) return false;
    await this.fanout.disconnectUser(sub, REALTIME_CLOSE_CODES.tokenExpired);
    this.logger.info({ userId: sub, ...access }, 'admin access changed');
    return true;
  }

  async setRoles(sub: string, roles: Role[]): Promise<boolean> {
    if (!(await this.users.setRoles(sub, roles))) return false;
    this.logger.info({ userId: sub, roles }, 'user roles changed');
    return true;
  }
}
