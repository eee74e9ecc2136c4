import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Connection, Model } from 'mongoose';
import { KeyedLock } from '../common/keyed-lock';
import { RevisionClaims } from '../common/revision-claims';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { ROLE_MODEL, RoleEntity } from './role.schema';

export type RoleFields = Pick<RoleEntity, 'description' | 'permissions' | 'members'>;

/** Why a write did not happen: no such role, or it was not made from the current revision. */
export type RoleWriteResult =
  { ok: true; role: RoleEntity } | { ok: false; reason: 'missing' | 'stale' };

/**
 * The roles collection. It holds a handful of documents, so the whole list is one small read;
 * every write claims the next revision first (RevisionClaims), and this process also serialises
 * its own writes per role (KeyedLock), so concurrent saves never overwrite each other unnoticed.
 */
@Injectable()
export class RoleRepository {
  private readonly revisions: RevisionClaims;
  private readonly locks = new KeyedLock();

  constructor(
    @InjectModel(ROLE_MODEL) private readonly roles: Model<RoleEntity>,
    @InjectConnection() connection: Connection,
  ) {
    this.revisions = new RevisionClaims(connection, 'role_revisions');
  }

  all(): Promise<RoleEntity[]> {
    return this.roles.find().lean<RoleEntity[]>().exec();
  }

  find(name: string): Promise<RoleEntity | null> {
    return this.roles.findById(name).lean<RoleEntity>().exec();
  }

  /** Stores a new role at revision 1; false when the name is taken. */
  async create(name: string, fields: RoleFields, builtIn: boolean, now: Date): Promise<boolean> {
    if (!(await this.revisions.claim(name, 1, now))) return false;
    try {
      await this.roles.create({ _id: name, ...fields, builtIn, revision: 1, updatedAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /**
   * Applies `change` to the role as stored, as its next revision. With `expected`, the write is
   * refused as stale unless the stored role is at that revision.
   */
  update(
    name: string,
    change: (role: RoleEntity) => Partial<RoleFields>,
    now: Date,
    expected?: number,
  ): Promise<RoleWriteResult> {
    return this.locks.run(name, async () => {
      for (;;) {
        const role = await this.find(name);
        if (!role) return { ok: false, reason: 'missing' };
        if (expected !== undefined && role.revision !== expected) {
          return { ok: false, reason: 'stale' };
        }
        const revision = role.revision + 1;
        if (!(await this.revisions.claim(name, revision, now))) {
          // Another instance wrote first: an edit made from the old revision is stale; a
          // membership change is applied again on top of the newer role.
          if (expected !== undefined) return { ok: false, reason: 'stale' };
          continue;
        }
        const next = { ...role, ...change(role), revision, updatedAt: now };
        await this.roles.replaceOne({ _id: name }, next).exec();
        return { ok: true, role: next };
      }
    });
  }

  /** Deletes the role as of revision `expected`; refused as stale when it has changed since. */
  delete(name: string, now: Date, expected?: number): Promise<RoleWriteResult> {
    return this.locks.run(name, async () => {
      const role = await this.find(name);
      if (!role) return { ok: false, reason: 'missing' };
      const stale = expected !== undefined && role.revision !== expected;
      if (stale || !(await this.revisions.claim(name, role.revision + 1, now))) {
        return { ok: false, reason: 'stale' };
      }
      await this.roles.deleteOne({ _id: name }).exec();
      await this.revisions.forget(name, role.revision + 1);
      return { ok: true, role };
    });
  }
}
