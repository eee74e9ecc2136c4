/**
 * Who the super admins are, as a chain of unique-`_id` claims (DESIGN.md decision 10): revision
 * n of the roster is the document `rev:<n>` holding the whole member list, inserted once. No
 * update is atomic on the embedded engine, so "demote B unless that leaves nobody" cannot be a
 * conditional update; instead every change of the set computes the next list from revision n
 * and inserts `rev:<n+1>`. Of two changes made from the same revision one insert fails; the
 * loser reads the winner's list and decides again, so two super admins demoting each other at
 * once leave exactly one. The `head` document is only a hint of the latest revision: readers
 * probe forward from it by `_id` until a revision is missing. Every path that makes or unmakes
 * a super admin goes through it: Manage admins, the users screen's edits, suspensions and
 * deletions, and a first sign-in whose token claims the role (UsersService).
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Collection, type Connection, Model } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { USER_MODEL, type UserEntity } from './user.schema';

interface RosterDoc {
  _id: string;
  /** On `rev:<n>`: the super admins' user ids as of revision n. */
  members?: string[];
  /** On `head`: the latest revision known to have been claimed (a hint; see above). */
  revision?: number;
  by?: string;
  at: Date;
}

export interface RosterState {
  revision: number;
  members: string[];
}

/** The next member list, or a refusal the caller turns into an answer. */
export type RosterChange<Refusal> = (members: readonly string[]) => string[] | { refused: Refusal };

const revId = (revision: number) => `rev:${revision}`;

@Injectable()
export class SuperadminRoster {
  private readonly docs: Collection<RosterDoc>;

  constructor(
    @InjectConnection() connection: Connection,
    @InjectModel(USER_MODEL) private readonly users: Model<UserEntity>,
  ) {
    this.docs = connection.collection<RosterDoc>('superadmin_roster');
  }

  /** The latest revision. The first read ever starts the chain from the stored users' roles. */
  async current(): Promise<RosterState> {
    const head = await this.docs.findOne({ _id: 'head' });
    let revision = head?.revision ?? 0;
    let members: string[] | undefined;
    if (revision > 0) members = (await this.docs.findOne({ _id: revId(revision) }))?.members;
    for (;;) {
      const next = await this.docs.findOne({ _id: revId(revision + 1) });
      if (!next) break;
      revision += 1;
      members = next.members ?? [];
    }
    if (revision > 0 && members) return { revision, members };
    // No chain yet: the super admins are those the user records say (seeded, or set before),
    // but for suspended and deleted ones, who cannot act. A scan, once per database.
    const records = await this.users
      .find({ roles: 'superadmin' }, { _id: 1, status: 1, deletedAt: 1 })
      .lean<Pick<UserEntity, '_id' | 'status' | 'deletedAt'>[]>()
      .exec();
    const seeded = records
      .filter((user) => user.status !== 'suspended' && !user.deletedAt)
      .map((user) => user._id);
    if (await this.claim(1, seeded, 'seed')) return { revision: 1, members: seeded };
    return this.current();
  }

  /**
   * Applies `change` to the latest member list and claims the next revision with the result,
   * deciding again on top of whichever change won when another one claimed it first. Answers the
   * list before and after, or the change's refusal.
   */
  async change<Refusal>(
    by: string,
    change: RosterChange<Refusal>,
  ): Promise<{ before: string[]; after: string[] } | { refused: Refusal }> {
    for (;;) {
      const state = await this.current();
      const next = change(state.members);
      if ('refused' in next) return next;
      const after = [...new Set(next)].sort();
      if (sameMembers(after, state.members)) return { before: state.members, after };
      if (await this.claim(state.revision + 1, after, by)) {
        await this.docs.updateOne(
          { _id: 'head' },
          { $set: { revision: state.revision + 1, at: new Date() } },
          { upsert: true },
        );
        return { before: state.members, after };
      }
    }
  }

  /** Takes `userId` off the roster unless nobody would be left: false when refused. */
  async remove(by: string, userId: string): Promise<boolean> {
    const outcome = await this.change(by, (members) => {
      const after = members.filter((member) => member !== userId);
      return after.length === 0 ? { refused: true } : after;
    });
    return !('refused' in outcome);
  }

  /** Puts `userId` on the roster (a promotion, or a super admin activated again). */
  async add(by: string, userId: string): Promise<void> {
    await this.change<never>(by, (members) => [...members, userId]);
  }

  private async claim(revision: number, members: string[], by: string): Promise<boolean> {
    try {
      await this.docs.insertOne({ _id: revId(revision), members, by, at: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((member) => b.includes(member));
}
