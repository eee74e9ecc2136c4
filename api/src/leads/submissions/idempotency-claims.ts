import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { isDuplicateKey } from '../storage/duplicate-key';

export const IDEMPOTENCY_COLLECTION = 'idempotency_keys';

/** Who owns an Idempotency-Key: the reference ID chosen for it and the request it came with. */
export interface IdempotencyClaim {
  /** `<kind>:<Idempotency-Key>` */
  _id: string;
  referenceId: string;
  /** requestFingerprint of the body; claims stored before fingerprints existed have none. */
  fingerprint?: string;
  createdAt: Date;
}

/**
 * The idempotency claims, addressed only by `_id`. Inserting a claim is the one atomic step of a
 * submission on the embedded database (DESIGN.md decision 10): of any number of concurrent
 * inserts of one key exactly one succeeds, and that request's reference ID is everyone's.
 */
@Injectable()
export class IdempotencyClaims {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  read(id: string): Promise<IdempotencyClaim | null> {
    return this.claims().findOne({ _id: id });
  }

  /** True when this insert made the claim; false when the key was claimed already. */
  async tryInsert(claim: IdempotencyClaim): Promise<boolean> {
    try {
      await this.claims().insertOne(claim);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Drops a claim whose submission could not be stored, so the key's retry starts afresh. */
  async release(id: string): Promise<void> {
    await this.claims().deleteOne({ _id: id });
  }

  private claims() {
    return this.connection.collection<IdempotencyClaim>(IDEMPOTENCY_COLLECTION);
  }
}
