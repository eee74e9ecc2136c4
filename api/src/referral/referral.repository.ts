import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Collection, type Connection, Model } from 'mongoose';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { REFERRAL_SIGN_UP_MODEL, ReferralSignUp } from './referral-sign-up.schema';

/** Whose a code is: written when its owner first reads their link. */
interface ReferralCodeOwner {
  _id: string;
  userId: string;
}

/** The one referral an account may count for (`_id` = the account's keyed hash). */
interface ReferralClaimRecord {
  _id: string;
  referrerId: string;
  at: Date;
}

/**
 * Referral records, all read and written by `_id` (DESIGN.md decision 10): the owner of each
 * code, each new account's one claim (a unique insert, so an account counts for one link only,
 * whatever the instances), and per referring student a numbered stream of the accounts counted.
 */
@Injectable()
export class ReferralRepository {
  private readonly owners: Collection<ReferralCodeOwner>;
  private readonly claims: Collection<ReferralClaimRecord>;
  private readonly signUps: NumberedStream<ReferralSignUp>;

  constructor(
    @InjectConnection() connection: Connection,
    @InjectModel(REFERRAL_SIGN_UP_MODEL) entries: Model<ReferralSignUp>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
  ) {
    this.owners = connection.collection<ReferralCodeOwner>('referral_codes');
    this.claims = connection.collection<ReferralClaimRecord>('referral_claims');
    this.signUps = new NumberedStream(entries, heads);
  }

  /** Records `userId` as the owner of `code` (the same pair every time: a repeat is a no-op). */
  async ensureOwner(code: string, userId: string): Promise<void> {
    if (await this.owners.findOne({ _id: code })) return;
    try {
      await this.owners.insertOne({ _id: code, userId });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  async ownerOf(code: string): Promise<string | undefined> {
    return (await this.owners.findOne({ _id: code }))?.userId;
  }

  async forgetOwner(code: string): Promise<void> {
    await this.owners.deleteOne({ _id: code });
  }

  /**
   * Claims the account's one referral for `referrerId`: the referrer it counts for, this one when
   * the insert won or an earlier claim named the same referrer.
   */
  async claim(referredKey: string, referrerId: string, at: Date): Promise<string> {
    try {
      await this.claims.insertOne({ _id: referredKey, referrerId, at });
      return referrerId;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const earlier = await this.claims.findOne({ _id: referredKey });
      if (!earlier) throw error;
      return earlier.referrerId;
    }
  }

  /** The keyed hashes of the accounts counted for `referrerId`, in order, repeats included. */
  async countedFor(referrerId: string): Promise<string[]> {
    const entries = await this.signUps.readAfter(referrerId, 0);
    return entries.map((entry) => entry.referredKey);
  }

  async count(referrerId: string, referredKey: string, at: Date): Promise<void> {
    await this.signUps.append(referrerId, { referredKey, at });
  }
}
