import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { type NotificationCategory } from '../../../../shared/notifications/notification-preferences';
import { isDuplicateKey } from '../../leads/storage/duplicate-key';

type MailStatus = 'sending' | 'sent' | 'failed';

/** What a notification mail says; `id` is the notification's, the key of its one mail. */
export interface NotificationEmail {
  id: string;
  userId: string;
  category: NotificationCategory;
  title: string;
  message: string;
  actionUrl?: string;
}

interface MailClaim {
  /** The notification's id: one mail per notification. */
  _id: string;
  userId: string;
  category: NotificationCategory;
  status: MailStatus;
  attempts: number;
  claimedAt: Date;
  /** The content, so that whoever takes over an expired lease can send the same mail. */
  email?: NotificationEmail;
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

/**
 * One document per notification mail, `_id` the notification's id (DESIGN.md decision 10): the
 * instance whose insert wins sends it, so a notification is mailed at most once across instances,
 * and then records the outcome. A process can die holding a claim, so the claim carries a lease
 * (`notification_mail_leases`); once it has expired, a sweep takes the mail over by inserting
 * `<id>@<generation + 1>` into `notification_mail_takeovers`, the one atomic write, so exactly one
 * sweeper across instances resumes it. Only the lease's current holder writes the outcome.
 */
@Injectable()
export class NotificationMailClaimsRepository {
  private readonly claims: Collection<MailClaim>;
  private readonly leases: Collection<MailLease>;
  private readonly takeovers: Collection<{ _id: string; at: Date }>;

  constructor(@InjectConnection() connection: Connection) {
    this.claims = connection.collection<MailClaim>('notification_mails');
    this.leases = connection.collection<MailLease>('notification_mail_leases');
    this.takeovers = connection.collection<{ _id: string; at: Date }>(
      'notification_mail_takeovers',
    );
  }

  /**
   * True when this call won the notification's mail, leased to it (generation 1) until
   * `leaseUntil`. The lease is written first: a process dying between the two writes leaves a
   * lease the sweep drops, never a claim nobody would ever resume.
   */
  async claim(email: NotificationEmail, now: Date, leaseUntil: Date): Promise<boolean> {
    const lease = await this.leases.findOne({ _id: email.id });
    if (!lease) await this.writeLease(email.id, 1, leaseUntil);
    try {
      await this.claims.insertOne({
        _id: email.id,
        userId: email.userId,
        category: email.category,
        status: 'sending',
        attempts: 0,
        claimedAt: now,
        email,
      });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /**
   * Every lease whose holder has not renewed it by `now`. A scan, for the sweep job only: the
   * collection holds only the mails in flight.
   */
  expiredLeases(now: Date): Promise<MailLease[]> {
    return this.leases.find({ expiresAt: { $lt: now } }).toArray();
  }

  /** The mail still being sent under `id`, with its content; null once settled or unknown. */
  async sending(id: string): Promise<(MailClaim & { email: NotificationEmail }) | null> {
    const claim = await this.claims.findOne({ _id: id });
    return claim?.status === 'sending' && claim.email ? { ...claim, email: claim.email } : null;
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

  async settle(
    notificationId: string,
    outcome: { status: Exclude<MailStatus, 'sending'>; attempts: number; error?: string },
    now: Date,
  ): Promise<void> {
    await this.claims.updateOne({ _id: notificationId }, { $set: { ...outcome, settledAt: now } });
    await this.dropLease(notificationId);
  }

  /** Records the tries so far, so a later holder continues the count. */
  async recordAttempts(notificationId: string, attempts: number, error: string): Promise<void> {
    await this.claims.updateOne({ _id: notificationId }, { $set: { attempts, error } });
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
