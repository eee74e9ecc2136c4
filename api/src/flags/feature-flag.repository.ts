import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import { type Collection, type Connection } from 'mongoose';
import { type FlagFields } from '../../../shared/flags/feature-flags';
import { RevisionClaims } from '../common/revision-claims';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

/** A flag as stored: `_id` = its key. */
export interface StoredFlag extends FlagFields {
  _id: string;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string;
}

/** Changes whenever any flag changes: instances compare it to know their copy is current. */
interface FlagsVersion {
  _id: 'flags';
  stamp: string;
  at: Date;
}

/**
 * The feature flags (DESIGN.md decision 10):
 * - `feature_flags`: one document per flag, `_id` = its key. The set is a few dozen documents,
 *   read whole into memory (FeatureFlagStore) and never queried per request;
 * - `feature_flag_revisions`: every change first claims `<key>@<revision>` (RevisionClaims), as no
 *   update is atomic on the embedded engine: of two edits made from the same revision exactly
 *   one is written and the other is told it is stale, on any instance; a create claims revision 1,
 *   so two creates of one key cannot both win either;
 * - `feature_flags_version`: a random stamp rewritten after every change, the one `_id` lookup
 *   by which other instances notice that their copy is out of date.
 */
@Injectable()
export class FeatureFlagRepository {
  private readonly revisions: RevisionClaims;

  constructor(@InjectConnection() private readonly connection: Connection) {
    this.revisions = new RevisionClaims(connection, 'feature_flag_revisions');
  }

  private get flags(): Collection<StoredFlag> {
    return this.connection.collection<StoredFlag>('feature_flags');
  }

  private get versions(): Collection<FlagsVersion> {
    return this.connection.collection<FlagsVersion>('feature_flags_version');
  }

  async all(): Promise<StoredFlag[]> {
    return this.flags.find({}).toArray();
  }

  async find(key: string): Promise<StoredFlag | null> {
    return this.flags.findOne({ _id: key });
  }

  /** Stores a new flag at revision 1; false when the key is taken (or being taken). */
  async create(flag: StoredFlag): Promise<boolean> {
    if (!(await this.revisions.claim(flag._id, 1, flag.createdAt))) return false;
    try {
      await this.flags.insertOne(flag);
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    await this.touch(flag.createdAt);
    return true;
  }

  /** Writes `next` over revision `next.revision - 1`; false, with nothing written, when stale. */
  async replace(next: StoredFlag): Promise<boolean> {
    if (!(await this.revisions.claim(next._id, next.revision, next.updatedAt))) return false;
    const { matchedCount } = await this.flags.replaceOne({ _id: next._id }, next);
    await this.touch(next.updatedAt);
    // Deleted meanwhile (the delete forgot its claims): nothing was written.
    return matchedCount > 0;
  }

  /**
   * Deletes the flag at `revision`, claiming revision + 1 so that an edit made meanwhile and the
   * delete cannot both win; the claims are then forgotten, so the key can be created again.
   */
  async delete(key: string, revision: number, at: Date): Promise<boolean> {
    if (!(await this.revisions.claim(key, revision + 1, at))) return false;
    await this.flags.deleteOne({ _id: key });
    await this.revisions.forget(key, revision + 1);
    await this.touch(at);
    return true;
  }

  /** The current stamp; null before the first change. */
  async stamp(): Promise<string | null> {
    return (await this.versions.findOne({ _id: 'flags' }))?.stamp ?? null;
  }

  private async touch(at: Date): Promise<void> {
    await this.versions
      .replaceOne({ _id: 'flags' }, { stamp: randomUUID(), at }, { upsert: true })
      // Two first changes may both insert the stamp; either one tells readers to reload.
      .catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
  }
}
