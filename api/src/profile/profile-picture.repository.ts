import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';

/** Which stored file is a user's picture: one record per user, whose `_id` is the user id. */
export interface ProfilePictureRecord {
  _id: string;
  /** The file's name in the picture storage (random, so its address cannot be guessed). */
  name: string;
  uploadedAt: Date;
}

/**
 * The `profile_pictures` records, read and written by `_id` only (DESIGN.md decision 10). Writes
 * are replaceOne/deleteOne on one user's record; ProfilePictureService serialises them per user.
 */
@Injectable()
export class ProfilePictureRepository {
  private readonly records: Collection<ProfilePictureRecord>;

  constructor(@InjectConnection() connection: Connection) {
    this.records = connection.collection<ProfilePictureRecord>('profile_pictures');
  }

  find(userId: string): Promise<ProfilePictureRecord | null> {
    return this.records.findOne({ _id: userId });
  }

  /** Makes `record` the user's picture; the first picture is an insert, a later one a replace. */
  async save(record: ProfilePictureRecord, existed: boolean): Promise<void> {
    if (existed) await this.records.replaceOne({ _id: record._id }, record);
    else await this.records.insertOne(record);
  }

  async remove(userId: string): Promise<void> {
    await this.records.deleteOne({ _id: userId });
  }
}
