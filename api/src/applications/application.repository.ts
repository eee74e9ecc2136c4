/**
 * Applications by `_id`, and the revision claims that let exactly one status change through per
 * revision (DESIGN.md decision 10: a unique-`_id` insert is the one atomic write everywhere).
 */
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { APPLICATION_MODEL, type ApplicationRecord } from './application.schema';
import {
  APPLICATION_REVISION_MODEL,
  type ApplicationRevision,
} from './application-revision.schema';

export type ApplicationChange = Pick<ApplicationRecord, 'status' | 'revision' | 'updatedAt'>;

@Injectable()
export class ApplicationRepository {
  constructor(
    @InjectModel(APPLICATION_MODEL) private readonly applications: Model<ApplicationRecord>,
    @InjectModel(APPLICATION_REVISION_MODEL)
    private readonly revisions: Model<ApplicationRevision>,
  ) {}

  /** Stores a new application; false when this student already applied to this programme. */
  async insert(application: ApplicationRecord): Promise<boolean> {
    try {
      await this.applications.create(application);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  find(id: string): Promise<ApplicationRecord | null> {
    return this.applications.findById(id).lean<ApplicationRecord>().exec();
  }

  async findMany(ids: readonly string[]): Promise<ApplicationRecord[]> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.find(id)));
    return found.filter((application): application is ApplicationRecord => application !== null);
  }

  /** Whether this caller won `revision` of the application; false when another change took it. */
  async claimRevision(id: string, revision: number, by: string, at: Date): Promise<boolean> {
    try {
      await this.revisions.create({ _id: `${id}@${revision}`, by, at });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Writes a change whose revision the caller has claimed (claimRevision). */
  async update(id: string, change: ApplicationChange): Promise<void> {
    await this.applications.updateOne({ _id: id }, { $set: change }).exec();
  }
}
