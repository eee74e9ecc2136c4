/**
 * Deletion requests in `account_deletions`, one per user keyed by the user id: the unique `_id`
 * insert is the one write the embedded engine makes atomic (DESIGN.md decision 10), so however
 * many deletion requests race, on however many instances, exactly one claims the deletion.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

export interface AccountDeletionRecord {
  _id: string;
  /** Kept until the purge, to find the leads sent under it; then removed. */
  email?: string;
  requestedAt: Date;
  completeBy: Date;
  /** Login removed, user record tombstoned, sync tombstones written. */
  erasedAt?: Date;
  /** Everything left (sync tombstones, leads, security events) removed. */
  purgedAt?: Date;
}

@Injectable()
export class AccountDeletionRepository {
  private readonly deletions: Collection<AccountDeletionRecord>;

  constructor(@InjectConnection() connection: Connection) {
    this.deletions = connection.collection<AccountDeletionRecord>('account_deletions');
  }

  /** Claims the deletion of `record._id`; answers the stored request and whether this call made it. */
  async claim(
    record: AccountDeletionRecord,
  ): Promise<{ claimed: boolean; record: AccountDeletionRecord }> {
    try {
      await this.deletions.insertOne(record);
      return { claimed: true, record };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const stored = await this.find(record._id);
    if (!stored) throw new Error(`deletion claim of ${record._id} vanished`);
    return { claimed: false, record: stored };
  }

  find(sub: string): Promise<AccountDeletionRecord | null> {
    return this.deletions.findOne({ _id: sub });
  }

  async markErased(sub: string, at: Date): Promise<void> {
    await this.deletions.updateOne({ _id: sub }, { $set: { erasedAt: at } });
  }

  async markPurged(sub: string, at: Date): Promise<void> {
    await this.deletions.updateOne({ _id: sub }, { $set: { purgedAt: at }, $unset: { email: '' } });
  }

  /**
   * Requests not purged yet. A scan, run only by the scheduled job: the collection holds one small
   * document per deleted account, and no request ever waits on it.
   */
  unfinished(): Promise<AccountDeletionRecord[]> {
    return this.deletions.find({ purgedAt: { $exists: false } }).toArray();
  }
}
