import { type Collection, type Connection } from 'mongoose';
import { isDuplicateKey } from '../../leads/storage/duplicate-key';

/** `dropped`: no longer wanted when taken over (the reader went away or read it meanwhile). */
export type LeasedMailStatus = 'sending' | 'sent' | 'failed' | 'dropped';

export type LeasedMailOutcome = {
  status: Exclude<LeasedMailStatus, 'sending'>;
  attempts: number;
  error?: string;
};

export interface LeasedMailClaim<Content> {
  /** The mail's key: one mail per key, ever. */
  _id: string;
  status: LeasedMailStatus;
  attempts: number;
  claimedAt: Date;
  /** What to send, so that whoever takes over an expired lease can send the same mail. */
  content: Content;
  settledAt?: Date;
  /** Why the last try failed (the SMTP answer or the connection error); never the address. */
  error?: string;
}

/**
 * The lease of a mail being sent: held by generation `generation` (1 for the claimer, n + 1 for
 * whoever took over generation n) until `expiresAt`, renewed by its holder before every try and
 * every wait. Present only while the mail is under way, so the sweep's scan reads the mails in
 * flight, never the history.
 */
export interface MailLease {
  _id: string;
  generation: number;
  expiresAt: Date;
}

/** The three collections of one kind of leased mail. */
export interface LeasedMailCollections {
  claims: string;
  leases: string;
  takeovers: string;
}

/**
 * One document per mail, `_id` its key (DESIGN.md decision 10): the instance whose insert wins
 * sends it, so a mail goes at most once across instances, and then records the outcome. A process
 * can die holding a claim, so the claim carries a lease; once it has expired, a sweep takes the
 * mail over by inserting `<id>@<generation + 1>` into the take-overs, the one atomic write, so
 * exactly one sweeper across instances resumes it. Only the lease's current holder writes the
 * outcome. Subclassed once per kind of mail with its collection names.
 */
export class LeasedMailClaims<Content extends object> {
  private readonly claims: Collection<LeasedMailClaim<Content>>;
  private readonly leases: Collection<MailLease>;
  private readonly takeovers: Collection<{ _id: string; at: Date }>;

  constructor(connection: Connection, names: LeasedMailCollections) {
    this.claims = connection.collection<LeasedMailClaim<Content>>(names.claims);
    this.leases = connection.collection<MailLease>(names.leases);
    this.takeovers = connection.collection<{ _id: string; at: Date }>(names.takeovers);
  }

  /**
   * True when this call won mail `id`, leased to it (generation 1) until `leaseUntil`. The lease
   * is written first: a process dying between the two writes leaves a lease the sweep drops,
   * never a claim nobody would ever resume.
   */
  async claim(id: string, content: Content, now: Date, leaseUntil: Date): Promise<boolean> {
    const lease = await this.leases.findOne({ _id: id });
    if (!lease) await this.writeLease(id, 1, leaseUntil);
    try {
      await this.claims.insertOne({
        _id: id,
        status: 'sending',
        attempts: 0,
        claimedAt: now,
        content,
      } as LeasedMailClaim<Content>);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /**
   * Every lease whose holder has not renewed it by `now`. A scan, for the sweep only: the
   * collection holds only the mails in flight.
   */
  expiredLeases(now: Date): Promise<MailLease[]> {
    return this.leases.find({ expiresAt: { $lt: now } }).toArray();
  }

  /** The mail still being sent under `id`; null once settled or unknown. */
  async sending(id: string): Promise<LeasedMailClaim<Content> | null> {
    const claim = await this.claims.findOne({ _id: id });
    return claim?.status === 'sending' && claim.content
      ? (claim as LeasedMailClaim<Content>)
      : null;
  }

  /** True when this call is the one that takes over lease `generation` − 1 of mail `id`. */
  async takeOver(id: string, generation: number, now: Date, leaseUntil: Date): Promise<boolean> {
    try {
      await this.takeovers.insertOne({ _id: `${id}@${generation}`, at: now });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    await this.writeLease(id, generation, leaseUntil);
    return true;
  }

  /** Whether lease `generation` of mail `id` is still the latest (nobody has taken it over). */
  async holds(id: string, generation: number): Promise<boolean> {
    return (await this.takeovers.findOne({ _id: `${id}@${generation + 1}` })) === null;
  }

  /** Extends the holder's lease; a no-op write for a holder that lost it (checked by `holds`). */
  renew(id: string, generation: number, leaseUntil: Date): Promise<void> {
    return this.writeLease(id, generation, leaseUntil);
  }

  /** Drops a lease whose mail is settled, or was never claimed (its claimer died in between). */
  async dropLease(id: string): Promise<void> {
    await this.leases.deleteOne({ _id: id });
  }

  async settle(id: string, outcome: LeasedMailOutcome, now: Date): Promise<void> {
    await this.claims.updateOne({ _id: id }, { $set: { ...outcome, settledAt: now } });
    await this.dropLease(id);
  }

  /** Records the tries so far, so a later holder continues the count. */
  async recordAttempts(id: string, attempts: number, error: string): Promise<void> {
    await this.claims.updateOne({ _id: id }, { $set: { attempts, error } });
  }

  private async writeLease(id: string, generation: number, expiresAt: Date): Promise<void> {
    try {
      await this.leases.replaceOne({ _id: id }, { generation, expiresAt }, { upsert: true });
    } catch (error) {
      // Two first writes raced to insert it: the other's lease stands, and `holds` decides.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
