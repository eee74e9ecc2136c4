/**
 * Applications by `_id`, and the revision claims that let exactly one status change through per
 * revision (DESIGN.md decision 10: a unique-`_id` insert is the one atomic write everywhere). A
 * claim (`application_revisions`, `<applicationId>@<revision>`) stores the change it makes and is
 * leased until the change is written (LeasedCompletions), so a change whose process died halfway
 * is finished by the sweep (ApplicationChangeSweepJob).
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Connection, Model } from 'mongoose';
import { type ApplicationStatus } from '../../../shared/applications/application-status';
import { LeasedCompletions } from '../common/leased-completions';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { APPLICATION_MODEL, type ApplicationRecord } from './application.schema';

export type ApplicationChange = Pick<ApplicationRecord, 'status' | 'revision' | 'updatedAt'>;

export interface ChangeActor {
  kind: 'student' | 'advisor';
  id: string;
  name: string;
}

/** Everything a status change writes, stored with its revision claim. */
export interface StatusChangeIntent {
  applicationId: string;
  revision: number;
  from: ApplicationStatus;
  to: ApplicationStatus;
  reason: string;
  actor: ChangeActor;
  at: Date;
}

export const revisionClaimId = (applicationId: string, revision: number) =>
  `${applicationId}@${revision}`;

@Injectable()
export class ApplicationRepository {
  readonly revisions: LeasedCompletions<StatusChangeIntent>;

  constructor(
    @InjectModel(APPLICATION_MODEL) private readonly applications: Model<ApplicationRecord>,
    @InjectConnection() connection: Connection,
  ) {
    this.revisions = new LeasedCompletions(connection, {
      claims: 'application_revisions',
      leases: 'application_revision_leases',
      takeovers: 'application_revision_takeovers',
    });
  }

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

  /** Writes a change whose revision the caller has claimed (`revisions`). */
  async update(id: string, change: ApplicationChange): Promise<void> {
    await this.applications.updateOne({ _id: id }, { $set: change }).exec();
  }
}
