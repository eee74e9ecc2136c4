import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { USER_REVISION_CLAIM_MODEL, UserRevisionClaim } from './user-revision-claim.schema';

@Injectable()
export class UserRevisionClaims {
  constructor(
    @InjectModel(USER_REVISION_CLAIM_MODEL) private readonly claims: Model<UserRevisionClaim>,
  ) {}

  /** Whether this caller won `revision` of `userId`; false when another save took it first. */
  async claim(userId: string, revision: number, by: string): Promise<boolean> {
    try {
      await this.claims.create({ _id: `${userId}@${revision}`, by, at: new Date() });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return false;
    }
  }
}
