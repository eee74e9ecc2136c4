import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { type UserStatus } from '../../../shared/auth/auth-state';
import { isAdminRoles, type Role } from '../../../shared/auth/roles';

interface AudienceUser {
  _id: string;
  roles: Role[];
  status: UserStatus;
  createdAt: Date;
  deletedAt?: Date;
}

/** Who a broadcast reaches, read from the users collection. */
@Injectable()
export class NotificationAudienceRepository {
  private readonly users: Collection<AudienceUser>;

  constructor(@InjectConnection() connection: Connection) {
    this.users = connection.collection<AudienceUser>('users');
  }

  /**
   * Every active student (not admins, not suspended or deleted accounts) whose account existed at
   * `at`, the broadcast's time: a broadcast finished later by the sweep reaches the audience it
   * was sent to. A scan of the users collection: it runs for an admin's broadcast, never on a
   * student's request path.
   */
  async activeStudents(at: Date): Promise<string[]> {
    const students: string[] = [];
    const cursor = this.users.find(
      {},
      { projection: { roles: 1, status: 1, createdAt: 1, deletedAt: 1 } },
    );
    for await (const user of cursor) {
      if (user.deletedAt || user.status !== 'active' || isAdminRoles(user.roles)) continue;
      if (user.createdAt > at) continue;
      students.push(user._id);
    }
    return students;
  }

  /** Whether `userId` is a known account that can still receive notifications. */
  async reachable(userId: string): Promise<boolean> {
    const user = await this.users.findOne({ _id: userId });
    return !!user && !user.deletedAt;
  }
}
