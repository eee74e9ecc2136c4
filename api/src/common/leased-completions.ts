import { createHash } from 'node:crypto';
import { type Collection, type Connection } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

/** How long a claimer has to finish its change before a sweep may take it over. */
export const COMPLETION_LEASE_MS = 2 * 60_000;

/**
 * A stable UUID for one step of a claimed change (e.g. the notification it sends), so whoever
 * finishes the change can ask whether that step's record already exists.
 */
export function stepRecordId(claimId: string, step: string): string {
  const hex = createHash('sha256').update(`${claimId}#${step}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A claimed change: what it intends (everything needed to finish it) and the steps done. */
export interface CompletionClaim<Intent> {
  _id: string;
  intent: Intent;
  claimedAt: Date;
  /** Steps whose effect cannot be read back (a notification, an audit entry), once done. */
  steps?: Record<string, Date>;
  completedAt?: Date;
}

interface CompletionLease {
  _id: string;
  generation: number;
  expiresAt: Date;
}

/** The current holder of a claim's lease: 1 for the claimer, n + 1 for a sweep taking over n. */
export interface LeaseHolder {
  id: string;
  generation: number;
}

export interface LeasedCompletionCollections {
  claims: string;
  leases: string;
  takeovers: string;
}

/**
 * A change made as a claim (a unique-`_id` insert, the one atomic write of the embedded engine,
 * DESIGN.md decision 10) followed by writes that a dying process can leave half done. The claim
 * stores the change's intent and carries a lease, present only while the change is under way;
 * once it has expired, a sweep takes the change over by inserting `<id>@<generation>` into the
 * take-overs, so exactly one instance finishes it. The writes that finish a change are written
 * to be repeated (each checks whether it is done, or is marked done on the claim), so whoever
 * finishes does only what is missing. The same shape as the leased mails
 * (`api/src/mail/leased-mail/`), for changes instead of mails.
 */
export class LeasedCompletions<Intent extends object> {
  private readonly claims: Collection<CompletionClaim<Intent>>;
  private readonly leases: Collection<CompletionLease>;
  private readonly takeovers: Collection<{ _id: string; at: Date }>;

  constructor(
    connection: Connection,
    names: LeasedCompletionCollections,
    private readonly leaseMs = COMPLETION_LEASE_MS,
  ) {
    this.claims = connection.collection<CompletionClaim<Intent>>(names.claims);
    this.leases = connection.collection<CompletionLease>(names.leases);
    this.takeovers = connection.collection<{ _id: string; at: Date }>(names.takeovers);
  }

  /**
   * The claim of change `id` with its intent, leased to this caller; null when someone else holds
   * it. The lease is written first: a process dying between the two writes leaves a lease the
   * sweep drops, never a claim nobody would finish.
   */
  async claim(id: string, intent: Intent, now: Date): Promise<CompletionClaim<Intent> | null> {
    if (!(await this.leases.findOne({ _id: id }))) await this.writeLease(id, 1, now);
    const claim: CompletionClaim<Intent> = { _id: id, intent, claimedAt: now, steps: {} };
    try {
      await this.claims.insertOne(claim as never);
      return claim;
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  find(id: string): Promise<CompletionClaim<Intent> | null> {
    return this.claims.findOne({ _id: id }) as Promise<CompletionClaim<Intent> | null>;
  }

  /** Gives a claim back: the change was refused after it was claimed, so it never happened. */
  async release(id: string): Promise<void> {
    await this.claims.deleteOne({ _id: id });
    await this.leases.deleteOne({ _id: id });
  }

  /** Records that `step` of the claim is done, so whoever finishes the change skips it. */
  async markStep(claim: CompletionClaim<Intent>, step: string, at: Date): Promise<void> {
    claim.steps = { ...claim.steps, [step]: at };
    await this.claims.updateOne({ _id: claim._id }, { $set: { steps: claim.steps } });
  }

  async complete(id: string, at: Date): Promise<void> {
    await this.claims.updateOne({ _id: id }, { $set: { completedAt: at } });
    await this.leases.deleteOne({ _id: id });
  }

  /** Whether `holder` still holds the lease (no sweep has taken the change over since). */
  async holds(holder: LeaseHolder): Promise<boolean> {
    const next = `${holder.id}@${holder.generation + 1}`;
    return (await this.takeovers.findOne({ _id: next })) === null;
  }

  /**
   * Takes over every change whose lease expired by `now` and finishes it with `finish`, one
   * instance per change: the claims left by a process that died. Answers how many it finished.
   * A change whose finish throws keeps its (new) lease, so a later sweep tries again.
   */
  async resumeExpired(
    now: Date,
    finish: (claim: CompletionClaim<Intent>, holder: LeaseHolder) => Promise<void>,
    onError: (id: string, error: unknown) => void,
  ): Promise<number> {
    // A scan, for the sweep only: the leases are the changes under way, never the history.
    const expired = await this.leases.find({ expiresAt: { $lt: now } }).toArray();
    let finished = 0;
    for (const lease of expired) {
      const holder = { id: lease._id, generation: lease.generation + 1 };
      if (!(await this.takeOver(holder, now))) continue;
      const claim = await this.find(lease._id);
      if (!claim || claim.completedAt) {
        await this.leases.deleteOne({ _id: lease._id });
        continue;
      }
      try {
        await finish(claim, holder);
        await this.complete(claim._id, now);
        finished++;
      } catch (error) {
        onError(claim._id, error);
      }
    }
    return finished;
  }

  private async takeOver(holder: LeaseHolder, now: Date): Promise<boolean> {
    try {
      await this.takeovers.insertOne({ _id: `${holder.id}@${holder.generation}`, at: now });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    await this.writeLease(holder.id, holder.generation, now);
    return true;
  }

  private async writeLease(id: string, generation: number, now: Date): Promise<void> {
    const expiresAt = new Date(now.getTime() + this.leaseMs);
    try {
      await this.leases.replaceOne({ _id: id }, { generation, expiresAt }, { upsert: true });
    } catch (error) {
      // Two first writes raced to insert it: the other's lease stands, and the take-overs decide.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
