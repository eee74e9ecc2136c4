import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { type NotificationCategory } from '../../../../shared/notifications/notification-preferences';
import { isDuplicateKey } from '../../leads/storage/duplicate-key';

type MailStatus = 'sending' | 'sent' | 'failed';

interface MailClaim {
  /** The notification's id: one mail per notification. */
  _id: string;
  userId: string;
  category: NotificationCategory;
  status: MailStatus;
  attempts: number;
  claimedAt: Date;
  settledAt?: Date;
  /** Why the last try failed (the SMTP answer or the connection error); never the address. */
  error?: string;
}

/**
 * One document per notification mail, `_id` the notification's id (DESIGN.md decision 10): the
 * instance whose insert wins sends it, so a notification is mailed at most once across instances,
 * and then records the outcome (only the claimer ever writes the document).
 */
@Injectable()
export class NotificationMailClaimsRepository {
  private readonly claims: Collection<MailClaim>;

  constructor(@InjectConnection() connection: Connection) {
    this.claims = connection.collection<MailClaim>('notification_mails');
  }

  /** True when this call won the notification's mail. */
  async claim(
    notificationId: string,
    userId: string,
    category: NotificationCategory,
    now: Date,
  ): Promise<boolean> {
    try {
      await this.claims.insertOne({
        _id: notificationId,
        userId,
        category,
        status: 'sending',
        attempts: 0,
        claimedAt: now,
      });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async settle(
    notificationId: string,
    outcome: { status: Exclude<MailStatus, 'sending'>; attempts: number; error?: string },
    now: Date,
  ): Promise<void> {
    await this.claims.updateOne({ _id: notificationId }, { $set: { ...outcome, settledAt: now } });
  }
}
