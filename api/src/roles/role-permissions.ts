/**
 * What the auth guard asks on every request (DESIGN.md decision 11): does this user's set of
 * roles grant a permission? The answer comes from the stored roles, held in memory for at most
 * ROLE_CACHE_TTL_MS (the roles collection is a handful of documents, re-read whole) and dropped
 * at once when this instance changes a role, so a change counts at the next call here and within
 * seconds on every other instance.
 */
import { Injectable } from '@nestjs/common';
import { BUILT_IN_ROLE_PERMISSIONS, type Permission } from '../../../shared/auth/permissions';
import { type Role } from '../../../shared/auth/roles';
import { RoleRepository } from './role.repository';
import { type RoleEntity } from './role.schema';

export const ROLE_CACHE_TTL_MS = 3_000;

/** Whose permissions are asked: a user record, or the part of it that counts here. */
export interface PermissionHolder {
  _id: string;
  roles: readonly Role[];
  adminPermissions?: readonly Permission[];
}

interface Snapshot {
  byName: Map<string, RoleEntity>;
  loadedAt: number;
}

@Injectable()
export class RolePermissions {
  private snapshot: Promise<Snapshot> | undefined;

  constructor(private readonly roles: RoleRepository) {}

  /** Drops the cached roles: the next check reads them again. */
  invalidate(): void {
    this.snapshot = undefined;
  }

  /**
   * The permissions a user holds: their built-in roles' plus every custom role naming them. A
   * super admin may narrow one admin's admin role (`adminPermissions`, issue 16 item 1).
   */
  async permissionsOf(user: PermissionHolder): Promise<Set<Permission>> {
    const { byName } = await this.current();
    const granted = new Set<Permission>();
    for (const name of user.roles) {
      // A built-in role not stored yet (first start) grants what the code defines for it.
      const permissions = byName.get(name)?.permissions ?? BUILT_IN_ROLE_PERMISSIONS[name] ?? [];
      const narrowed = name === 'admin' ? user.adminPermissions : undefined;
      for (const permission of permissions) {
        if (!narrowed || narrowed.includes(permission)) granted.add(permission);
      }
    }
    for (const role of byName.values()) {
      if (role.builtIn || !role.members.includes(user._id)) continue;
      for (const permission of role.permissions) granted.add(permission);
    }
    return granted;
  }

  async grants(user: PermissionHolder, permission: Permission): Promise<boolean> {
    return (await this.permissionsOf(user)).has(permission);
  }

  private async current(): Promise<Snapshot> {
    const cached = this.snapshot && (await this.snapshot.catch(() => undefined));
    if (cached && Date.now() - cached.loadedAt < ROLE_CACHE_TTL_MS) return cached;
    const loading = this.roles.all().then((roles) => ({
      byName: new Map(roles.map((role) => [role._id, role])),
      loadedAt: Date.now(),
    }));
    this.snapshot = loading;
    loading.catch(() => {
      if (this.snapshot === loading) this.snapshot = undefined;
    });
    return loading;
  }
}
