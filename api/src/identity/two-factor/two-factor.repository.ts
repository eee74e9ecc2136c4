import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { isDuplicateKey } from '../../leads/storage/duplicate-key';

/** An account's active two-factor enrolment; the secret sealed (secret-box.ts). */
export interface TwoFactorEnrolmentDocument {
  _id: string;
  /** New at every enrolment, so the recovery codes of an earlier one never count. */
  enrolmentId: string;
  sealedSecret: string;
  /** SHA-256 of each recovery code; the codes themselves were shown once. */
  recoveryCodeHashes: string[];
  enrolledAt: Date;
}

/** A started, unconfirmed enrolment (one per account: a new start replaces it). */
interface PendingEnrolmentDocument {
  _id: string;
  sealedSecret: string;
  startedAt: Date;
}

/** A sign-in past its password, waiting at the two-factor step, keyed by the interaction uid. */
export interface PendingSignInDocument {
  _id: string;
  sub: string;
  /** `code`: asked for a code; `enrol`: must enrol first; `enrolled`: may finish. */
  stage: 'code' | 'enrol' | 'enrolled';
  at: Date;
}

interface ClaimDocument {
  _id: string;
  at: Date;
}

/**
 * Two-factor state, read and written by `_id` only (DESIGN.md decision 10):
 * - `idp_two_factor`: the enrolment of account `<sub>`;
 * - `idp_two_factor_pending`: an enrolment started by `<sub>`, until confirmed;
 * - `idp_two_factor_sign_ins`: sign-ins at the second step, by interaction uid;
 * - `idp_two_factor_claims`: `step:<sub>:<step>` (a code's time step was used) and
 *   `recovery:<sub>:<enrolmentId>:<hash>` (a recovery code was used). A unique-`_id` insert is the
 *   one write the embedded engine makes atomically, so of two racing uses exactly one wins;
 * - `idp_two_factor_keys`: the sealing key when TWO_FACTOR_ENCRYPTION_KEY is not set.
 */
@Injectable()
export class TwoFactorRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private collection<T extends { _id: string }>(name: string): Collection<T> {
    return this.connection.collection<T>(name);
  }

  private get enrolments() {
    return this.collection<TwoFactorEnrolmentDocument>('idp_two_factor');
  }

  private get pending() {
    return this.collection<PendingEnrolmentDocument>('idp_two_factor_pending');
  }

  private get signIns() {
    return this.collection<PendingSignInDocument>('idp_two_factor_sign_ins');
  }

  private get claims() {
    return this.collection<ClaimDocument>('idp_two_factor_claims');
  }

  findEnrolment(sub: string): Promise<TwoFactorEnrolmentDocument | null> {
    return this.enrolments.findOne({ _id: sub });
  }

  async saveEnrolment(enrolment: TwoFactorEnrolmentDocument): Promise<void> {
    await this.enrolments.replaceOne({ _id: enrolment._id }, enrolment, { upsert: true });
  }

  async removeEnrolment(sub: string): Promise<void> {
    await this.enrolments.deleteOne({ _id: sub });
  }

  async savePendingEnrolment(sub: string, sealedSecret: string, at: Date): Promise<void> {
    const document = { _id: sub, sealedSecret, startedAt: at };
    await this.pending.replaceOne({ _id: sub }, document, { upsert: true });
  }

  findPendingEnrolment(sub: string): Promise<PendingEnrolmentDocument | null> {
    return this.pending.findOne({ _id: sub });
  }

  async removePendingEnrolment(sub: string): Promise<void> {
    await this.pending.deleteOne({ _id: sub });
  }

  async saveSignIn(signIn: PendingSignInDocument): Promise<void> {
    await this.signIns.replaceOne({ _id: signIn._id }, signIn, { upsert: true });
  }

  findSignIn(uid: string): Promise<PendingSignInDocument | null> {
    return this.signIns.findOne({ _id: uid });
  }

  async removeSignIn(uid: string): Promise<void> {
    await this.signIns.deleteOne({ _id: uid });
  }

  /** True when this call used the time step; false when it was used before. */
  claimStep(sub: string, step: number, at: Date): Promise<boolean> {
    return this.claim(`step:${sub}:${step}`, at);
  }

  claimRecoveryCode(sub: string, enrolmentId: string, hash: string, at: Date): Promise<boolean> {
    return this.claim(`recovery:${sub}:${enrolmentId}:${hash}`, at);
  }

  async recoveryCodeUsed(sub: string, enrolmentId: string, hash: string): Promise<boolean> {
    return !!(await this.claims.findOne({ _id: `recovery:${sub}:${enrolmentId}:${hash}` }));
  }

  /** The sealing key kept in the database: the first instance to start writes it. */
  async storedKey(): Promise<Buffer> {
    const keys = this.collection<{ _id: string; key: string }>('idp_two_factor_keys');
    const found = await keys.findOne({ _id: 'secret-box' });
    if (found) return Buffer.from(found.key, 'base64');
    const key = randomBytes(32).toString('base64');
    try {
      await keys.insertOne({ _id: 'secret-box', key });
      return Buffer.from(key, 'base64');
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return this.storedKey();
    }
  }

  private async claim(id: string, at: Date): Promise<boolean> {
    try {
      await this.claims.insertOne({ _id: id, at });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
